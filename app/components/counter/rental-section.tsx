import { Plate } from '~/components/cars/plate';
import { counterMethodLabels } from '~/components/admin-bookings/counter-payment-form';
import type { CounterPaymentMethod, LocalizedText, RentalChargeState } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { localized } from '~/i18n/translate';
import { useLocale, useT } from '~/i18n/use-translation';
import { damageKindNames, fuelLevel, zoneNames } from '~/modules/rentals/agreement/rental-agreement';
import type { DamageMark } from '~/modules/rentals/agreement/car-zones';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { formatAed, formatKm } from '~/utils/money';
import { type ChargeCounterReply, ChargeCounterPaymentForm } from './charge-counter-payment-form';

export type RentalView = {
  plateEmirate: string;
  plateCode: string;
  plateNumber: number;
  upgradeNote: string | null;
  /** The higher class an upgrade went out as; null for a car of the booked class. */
  upgradedTo: LocalizedText | null;
  handedOverAt: Date | string;
  odometerOutKm: number;
  fuelOutEighths: number;
  damageOut: DamageMark[];
  returnedAt: Date | string | null;
  odometerInKm: number | null;
  fuelInEighths: number | null;
  damageIn: DamageMark[] | null;
  /** The agreement's versions, the one in force first. */
  agreements: { fileId: number; version: number; issuedAt: Date | string }[];
  photos: { fileId: number; stage: 'out' | 'in' }[];
  charges: {
    id: number;
    kind: 'return' | 'toll' | 'fine';
    invoiceNumber: number;
    totalFils: number;
    fromDepositFils: number;
    paidFils: number;
    state: RentalChargeState;
    paidBy: 'link' | 'counter' | null;
    paidAt: Date | string | null;
    counterPaymentMethod: CounterPaymentMethod | null;
    counterPaidByName: string | null;
  }[];
};

type ChargeRow = RentalView['charges'][number];

/** A charge's rest after the deposit is asked for by the mailed link, or at the branch when no link could be opened. */
const payableAtCounter = (charge: ChargeRow) =>
  charge.state === 'awaiting_payment' || charge.state === 'due_at_counter';

/**
 * The booking's rental on the staff page: the car by plate, readings each way, damage, the signed
 * agreement, photos and charges, each with how it stands, and a form for each charge whose rest is
 * still to pay (`chargeReply`: the server's answer to one of them).
 */
export function RentalSection({
  bookingId,
  rental,
  chargeReply,
}: {
  bookingId: number;
  rental: RentalView;
  chargeReply?: ChargeCounterReply;
}) {
  const t = useT();
  const locale = useLocale();
  const when = (at: Date | string | null) => (at ? formatDubaiDateTime(at, locale) : '');
  const stands = (charge: ChargeRow) => {
    if (charge.state !== 'paid') return t(`rental.state.${charge.state}`);
    if (charge.paidBy === 'counter' && charge.counterPaymentMethod)
      return t('rental.state.paidAtCounter', {
        method: t(counterMethodLabels[charge.counterPaymentMethod]),
        when: when(charge.paidAt),
        name: charge.counterPaidByName ?? '',
      });
    if (charge.paidBy === 'link') return t('rental.state.paidByLink', { when: when(charge.paidAt) });
    return t('rental.state.paidByDeposit');
  };
  const payable = rental.charges.filter(payableAtCounter);
  // The files are served at one address for both languages (no /ar route), like the invoices.
  const file = (id: number) => `/admin/bookings/${bookingId}/rental-files/${id}`;
  const marks = (list: DamageMark[] | null) =>
    list && list.length
      ? list.map((mark) => `${zoneNames[mark.zone][locale]}: ${damageKindNames[mark.kind][locale]}`).join('; ')
      : t('handOver.none');
  const readings = (km: number, eighths: number) =>
    t('returnCar.readings', { km: formatKm(km), fuel: fuelLevel(eighths)[locale] });
  return (
    <section
      aria-labelledby="counter-rental-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="counter-rental-heading" className="mb-3 text-xl font-bold text-navy-900">
        {t('rental.heading')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t('rental.car')}</dt>
          <dd className="font-semibold">
            <Plate plate={rental} />
            {rental.upgradedTo && rental.upgradeNote
              ? ` · ${t('rental.upgrade', { class: localized(rental.upgradedTo, locale), note: rental.upgradeNote })}`
              : rental.upgradeNote
                ? ` · ${t('rental.otherModel', { note: rental.upgradeNote })}`
                : ''}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('returnCar.handedOver')}</dt>
          <dd>
            {formatDubaiDateTime(rental.handedOverAt, locale)} · {readings(rental.odometerOutKm, rental.fuelOutEighths)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('returnCar.damageOut')}</dt>
          <dd>{marks(rental.damageOut)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('rental.returned')}</dt>
          <dd>
            {rental.returnedAt && rental.odometerInKm !== null && rental.fuelInEighths !== null
              ? `${formatDubaiDateTime(rental.returnedAt, locale)} · ${readings(rental.odometerInKm, rental.fuelInEighths)} · ${marks(rental.damageIn)}`
              : t('rental.stillOut')}
          </dd>
        </div>
      </dl>
      {rental.agreements.length > 1 ? (
        <div className="mt-3">
          <h3 id="counter-rental-agreements" className="text-sm text-slate-600">
            {t('rental.agreements')}
          </h3>
          <ul aria-labelledby="counter-rental-agreements" className="mt-1 space-y-1">
            {rental.agreements.map((agreement, index) => (
              <li key={agreement.fileId}>
                <a
                  className={`text-navy-800 underline ${index === 0 ? 'font-semibold' : ''}`}
                  href={file(agreement.fileId)}
                >
                  {t(
                    index === 0
                      ? 'rental.agreementCurrent'
                      : agreement.version === 1
                        ? 'rental.agreementSigned'
                        : 'rental.agreementEarlier',
                    { n: agreement.version, date: formatDubaiDateTime(agreement.issuedAt, locale) },
                  )}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-3 flex flex-wrap gap-3">
        {rental.agreements.length === 1 ? (
          <a className="font-semibold text-navy-800 underline" href={file(rental.agreements[0].fileId)}>
            {t('rental.agreement')}
          </a>
        ) : null}
        {rental.photos.map((photo, index) => (
          <a key={photo.fileId} className="text-navy-800 underline" href={file(photo.fileId)}>
            {t(photo.stage === 'out' ? 'rental.photoOut' : 'rental.photoIn', { n: index + 1 })}
          </a>
        ))}
      </p>
      {rental.charges.length ? (
        <table className="mt-4 w-full text-sm">
          <caption className="text-start font-semibold text-navy-900">{t('rental.charges')}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 text-start">
                {t('returnCar.charge')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('returnCar.total')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('rental.fromDeposit')}
              </th>
              <th scope="col" className="py-1 text-end">
                {t('rental.paid')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rental.charges.map((charge) => (
              <tr key={charge.id} className="border-t border-slate-200">
                <th scope="row" className="py-1 text-start font-normal">
                  {t(`rental.kind.${charge.kind}` as MessageKey, { number: charge.invoiceNumber })}
                  <span className="block text-slate-600">{stands(charge)}</span>
                </th>
                <td className="py-1 text-end">{formatAed(charge.totalFils, locale)}</td>
                <td className="py-1 text-end">{formatAed(charge.fromDepositFils, locale)}</td>
                <td className="py-1 text-end">{formatAed(charge.paidFils, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {payable.map((charge) => (
        <ChargeCounterPaymentForm
          key={charge.id}
          charge={{
            id: charge.id,
            invoiceNumber: charge.invoiceNumber,
            restFils: charge.totalFils - charge.fromDepositFils - charge.paidFils,
          }}
          reply={chargeReply?.chargeId === charge.id ? chargeReply : undefined}
        />
      ))}
    </section>
  );
}
