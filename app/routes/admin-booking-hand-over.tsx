import '~/i18n/staff-messages';
import { useState } from 'react';
import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/admin-booking-hand-over';
import { BackToBooking, DamageFields, FuelPicker, PhotosField } from '~/components/counter/damage-fields';
import { HandOverCarField } from '~/components/counter/hand-over-car-field';
import { SignatureField } from '~/components/counter/signature-field';
import { plateText } from '~/components/cars/plate';
import { StaffPage, panelClass, primaryButton } from '~/components/content-admin/staff-page';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { chosenFiles } from '~/modules/files/uploads.server';
import {
  type HandOverField,
  photoRefusalKey,
  readHandOverForm,
  signatureBytes,
} from '~/modules/rentals/hand-over-form';
import { type HandOverRefusal, handOverCar, handOverSheet } from '~/modules/rentals/hand-over.server';
import { prepareRentalPhotos } from '~/modules/rentals/rental-photos.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { formatCalendarDate, formatDubaiDateTime } from '~/utils/dubai-time';
import { notFound, readFormOrNull, requireRecordId } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { formatAed, formatKm } from '~/utils/money';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

/** Where each refusal is shown: at its field, or for the whole form. */
const refusals: Record<Exclude<HandOverRefusal, 'not_found' | 'state' | 'too_early'>, [string, MessageKey]> = {
  car: ['carId', 'handOver.refused.car'],
  upgrade_note: ['upgradeNote', 'handOver.refused.upgradeNote'],
  odometer: ['odometerKm', 'handOver.refused.odometer'],
  licence_missing: ['licenceSeen', 'handOver.refused.licenceMissing'],
  licence_mismatch: ['licenceSeen', 'handOver.refused.licenceMismatch'],
  licence_expired: ['licenceSeen', 'handOver.refused.licenceExpired'],
  deposit: ['form', 'handOver.refused.deposit'],
  money_due: ['counterMethod', 'handOver.refused.moneyDue'],
};

type Reply = { field: HandOverField | 'photos' | 'form'; error: string; values: Record<string, string> };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-booking-hand-over');
  const locale = pageLocale(context);
  const sheet = await handOverSheet(requireRecordId(params.bookingId));
  if (!sheet) throw notFound();
  const { booking } = sheet;
  const details = booking.customerDetails;
  return data(
    {
      booking: {
        id: booking.id,
        reference: booking.reference,
        status: booking.status,
        vehicle: `${booking.brand} ${booking.model}`,
        vehicleClass: localized(booking.vehicleTypeLabel, locale),
        customer: details ? `${details.firstName} ${details.lastName}` : (booking.customerName ?? ''),
        phone: details?.mobile ?? booking.customerPhone ?? '',
        pickupAt: formatDubaiDateTime(booking.pickupAt, locale),
        dropoffAt: formatDubaiDateTime(booking.dropoffAt, locale),
      },
      open: booking.status === 'confirmed' && !sheet.handedOver && sheet.dayReached,
      handedOver: sheet.handedOver,
      dayReached: sheet.dayReached,
      due: sheet.dueFils > 0 ? formatAed(sheet.dueFils, locale) : null,
      licence: {
        number: sheet.licence.number,
        expiry: sheet.licence.expiry ? formatCalendarDate(sheet.licence.expiry, locale) : null,
        expiresBeforeReturn: sheet.licence.expiresBeforeReturn,
      },
      deposit: {
        needed: sheet.depositFils > 0 ? formatAed(sheet.depositFils, locale) : null,
        held:
          sheet.deposit && ['held', 'partly_captured'].includes(sheet.deposit.state)
            ? formatAed(sheet.deposit.amountFils - sheet.deposit.capturedFils - sheet.deposit.releasedFils, locale)
            : null,
      },
      cars: sheet.cars.map((car) => ({
        id: car.id,
        plate: { plateEmirate: car.plateEmirate, plateCode: car.plateCode, plateNumber: car.plateNumber },
        name: `${car.brand} ${car.modelName}`,
        colour: car.colour,
        odometerKm: car.odometerKm,
        kind: car.kind,
        className: localized(car.classLabel, locale),
      })),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking-hand-over');
  const locale = pageLocale(context);
  const t = translator(locale);
  const bookingId = requireRecordId(params.bookingId);
  const back = localizePath(`/admin/bookings/${bookingId}`, locale);
  const form = await readFormOrNull(request);
  const fields: Record<string, string> = {};
  for (const [name, value] of form ?? []) if (typeof value === 'string') fields[name] = value;
  const reply = (field: Reply['field'], error: MessageKey) =>
    data<Reply>({ field, error: t(error), values: fields }, { status: 400 });

  const read = readHandOverForm(fields);
  if (!read.ok) return reply(read.field, read.error);
  const photos = await prepareRentalPhotos(form ? chosenFiles(form, 'photos') : []);
  if (!photos.ok) return reply('photos', photoRefusalKey(photos.refusal.reason));
  const result = await handOverCar({
    bookingId,
    actorId: staff.id,
    form: read.value,
    signaturePng: signatureBytes(read.value.signature),
    photos: photos.photos,
    plateText: (car) => plateText(car, translator('en'), 'en'),
  });
  if (result.ok)
    return redirectWithFlash(back, {
      kind: 'success',
      message: t('handOver.done', { reference: result.reference }),
    });
  if (result.reason === 'not_found') throw notFound();
  if (result.reason === 'state' || result.reason === 'too_early')
    return redirectWithFlash(back, { kind: 'error', message: t(`handOver.refused.${result.reason}`) });
  const [field, key] = refusals[result.reason];
  return reply(field as Reply['field'], key);
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, {
    title: t('handOver.title', { reference: args.loaderData?.booking.reference ?? '' }),
    noIndex: true,
  });
};

export default function AdminBookingHandOver({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, open, due, licence, deposit, cars } = loaderData;
  const t = useT();
  const to = useLocalePath();
  const values = actionData?.values ?? {};
  const error = (field: string) => (actionData?.field === field ? actionData.error : undefined);
  const busy = useNavigation().state === 'submitting';
  const described = (field: string) => ({
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': `${field}-error`,
  });
  const firstCar = cars[0]?.id;
  const [carId, setCarId] = useState(values.carId ?? (firstCar ? String(firstCar) : ''));
  const chosen = cars.find((car) => String(car.id) === carId);

  return (
    <StaffPage heading={t('handOver.title', { reference: booking.reference })}>
      <BackToBooking bookingId={booking.id} />
      <section className={panelClass} aria-labelledby="hand-over-booking">
        <h2 id="hand-over-booking" className="text-lg font-bold text-navy-900">
          {booking.customer}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">{t('handOver.vehicle')}</dt>
            <dd className="font-semibold">
              {booking.vehicle} · {booking.vehicleClass}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('handOver.phone')}</dt>
            <dd>
              <bdi dir="ltr">{booking.phone}</bdi>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('handOver.period')}</dt>
            <dd>
              {booking.pickupAt} – {booking.dropoffAt}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('handOver.licenceOnFile')}</dt>
            <dd className={licence.expiresBeforeReturn ? 'font-semibold text-red-700' : undefined}>
              {licence.number ? <bdi dir="ltr">{licence.number}</bdi> : t('handOver.none')}
              {licence.expiry ? ` · ${t('handOver.expires', { date: licence.expiry })}` : ''}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('handOver.deposit')}</dt>
            <dd className={deposit.needed && !deposit.held ? 'font-semibold text-red-700' : undefined}>
              {deposit.held
                ? t('handOver.depositHeld', { amount: deposit.held })
                : deposit.needed
                  ? t('handOver.depositNeeded', { amount: deposit.needed })
                  : t('handOver.none')}
            </dd>
          </div>
          {due ? (
            <div>
              <dt className="text-sm text-slate-600">{t('handOver.due')}</dt>
              <dd className="font-semibold text-red-700">{due}</dd>
            </div>
          ) : null}
        </dl>
        {deposit.needed && !deposit.held ? (
          <p className="mt-3 text-sm">
            <Link className="font-semibold text-navy-800 underline" to={to(`/admin/bookings/${booking.id}#deposit`)}>
              {t('handOver.takeDeposit')}
            </Link>
          </p>
        ) : null}
      </section>

      {!open ? (
        <p className={panelClass} role="status">
          {t(
            loaderData.handedOver
              ? 'handOver.alreadyOut'
              : loaderData.dayReached
                ? 'handOver.notOpen'
                : 'handOver.tooEarly',
          )}
        </p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="space-y-6" aria-labelledby="hand-over-form">
          <h2 id="hand-over-form" className="sr-only">
            {t('handOver.formHeading')}
          </h2>
          <FormAlert id="form-error" message={error('form')} />
          <section className={`${panelClass} grid gap-4 sm:grid-cols-2`} aria-labelledby="hand-over-car">
            <h3 id="hand-over-car" className="text-base font-bold text-navy-900 sm:col-span-2">
              {t('handOver.carHeading')}
            </h3>
            <HandOverCarField
              cars={cars}
              carId={carId}
              onChange={setCarId}
              bookedClass={booking.vehicleClass}
              error={error('carId')}
            />
            <FieldShell
              id="upgradeNote"
              label={t('handOver.upgradeNote')}
              hint={t('handOver.upgradeNoteHint')}
              errors={error('upgradeNote') ? [error('upgradeNote')!] : undefined}
            >
              <input
                id="upgradeNote"
                name="upgradeNote"
                className={inputClass}
                defaultValue={values.upgradeNote ?? ''}
                maxLength={200}
                {...described('upgradeNote')}
              />
            </FieldShell>
            <FieldShell
              id="odometerKm"
              label={t('handOver.odometer')}
              hint={chosen ? t('handOver.odometerHint', { km: formatKm(chosen.odometerKm) }) : undefined}
              errors={error('odometerKm') ? [error('odometerKm')!] : undefined}
            >
              <input
                id="odometerKm"
                name="odometerKm"
                inputMode="numeric"
                className={inputClass}
                defaultValue={values.odometerKm ?? (chosen ? String(chosen.odometerKm) : '')}
                key={carId}
                {...described('odometerKm')}
              />
            </FieldShell>
            <FuelPicker legend={t('handOver.fuel')} value={values.fuelEighths ?? '8'} error={error('fuelEighths')} />
          </section>

          <section className={panelClass} aria-labelledby="hand-over-damage">
            <h3 id="hand-over-damage" className="text-base font-bold text-navy-900">
              {t('handOver.damageHeading')}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{t('handOver.damageIntro')}</p>
            <DamageFields values={values} error={error} diagramTitle={t('handOver.diagram')} />
            <PhotosField error={error('photos')} className="mt-4" />
          </section>

          <section className={`${panelClass} grid gap-4 sm:grid-cols-2`} aria-labelledby="hand-over-papers">
            <h3 id="hand-over-papers" className="text-base font-bold text-navy-900 sm:col-span-2">
              {t('handOver.papersHeading')}
            </h3>
            <FieldShell
              id="licenceSeen"
              label={t('handOver.licenceSeen')}
              hint={t('handOver.licenceSeenHint')}
              errors={error('licenceSeen') ? [error('licenceSeen')!] : undefined}
            >
              <input
                id="licenceSeen"
                name="licenceSeen"
                dir="ltr"
                autoComplete="off"
                className={inputClass}
                defaultValue={values.licenceSeen ?? ''}
                {...described('licenceSeen')}
              />
            </FieldShell>
            {due ? (
              <FieldShell
                id="counterMethod"
                label={t('handOver.counterMethod', { amount: due })}
                errors={error('counterMethod') ? [error('counterMethod')!] : undefined}
              >
                <select
                  id="counterMethod"
                  name="counterMethod"
                  className={inputClass}
                  defaultValue={values.counterMethod ?? ''}
                  {...described('counterMethod')}
                >
                  <option value="">{t('handOver.chooseMethod')}</option>
                  <option value="cash">{t('handOver.cash')}</option>
                  <option value="card">{t('handOver.cardTerminal')}</option>
                </select>
              </FieldShell>
            ) : null}
          </section>

          <section className={panelClass} aria-labelledby="hand-over-sign">
            <h3 id="hand-over-sign" className="text-base font-bold text-navy-900">
              {t('handOver.signHeading')}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{t('handOver.signIntro')}</p>
            <div className="mt-3 flex items-start gap-2">
              <input
                id="agreed"
                name="agreed"
                type="checkbox"
                value="yes"
                defaultChecked={values.agreed === 'yes'}
                className="mt-1 h-4 w-4"
                {...described('agreed')}
              />
              <label htmlFor="agreed" className="text-sm">
                {t('handOver.agreed')}
              </label>
            </div>
            <p id="agreed-error" className="min-h-5 text-sm text-red-700" aria-live="polite">
              {error('agreed') ?? ''}
            </p>
            <SignatureField
              id="signature"
              name="signature"
              label={t('handOver.signature')}
              clearLabel={t('handOver.clearSignature')}
              defaultValue={values.signature}
              error={error('signature')}
            />
          </section>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('handOver.submit')}
          </button>
        </Form>
      )}
    </StaffPage>
  );
}
