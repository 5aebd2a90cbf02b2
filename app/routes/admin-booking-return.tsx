import '~/i18n/staff-messages';
import { Form, data, useNavigation } from 'react-router';
import type { Route } from './+types/admin-booking-return';
import { plateText } from '~/components/cars/plate';
import { BackToBooking, DamageFields, FuelPicker, PhotosField } from '~/components/counter/damage-fields';
import { StaffPage, panelClass, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { FieldShell, inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { chosenFiles } from '~/modules/files/uploads.server';
import { fuelLevel, damageKindNames, zoneNames } from '~/modules/rentals/agreement/rental-agreement';
import { chargesFor, returnCar, returnSheet } from '~/modules/rentals/return-car.server';
import { LATE_HOUR_PERCENT } from '~/modules/counter/return-charges';
import { type ReturnField, readReturnForm, returnTimeRefusal, returnedAtValue } from '~/modules/rentals/return-form';
import { photoRefusalKey } from '~/modules/rentals/hand-over-form';
import { prepareRentalPhotos } from '~/modules/rentals/rental-photos.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { formatDubaiDateTime, formatDubaiDay } from '~/utils/dubai-time';
import { notFound, readFormOrNull, requireRecordId } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { formatAed, formatKm } from '~/utils/money';
import { pageLocale } from '~/utils/request-page';
import { WithReference } from '~/components/booking/booking-reference';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

const timeRefusals = {
  returned_future: 'returnCar.refused.returnedAtFuture',
  returned_before_hand_over: 'returnCar.refused.returnedAtBeforeHandOver',
} as const satisfies Record<string, MessageKey>;

type PreviewLine = { label: string; quantity: string; net: string; vat: string; total: string };
type Reply = {
  field?: ReturnField | 'photos';
  error?: string;
  values: Record<string, string>;
  preview?: { lines: PreviewLine[]; total: string; deposit: string | null };
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-booking-return');
  const locale = pageLocale(context);
  const t = translator(locale);
  const sheet = await returnSheet(requireRecordId(params.bookingId));
  if (!sheet) throw notFound();
  const { booking, rental } = sheet;
  return data(
    {
      booking: {
        id: booking.id,
        reference: booking.reference,
        dropoffAt: formatDubaiDateTime(booking.dropoffAt, locale),
        late: booking.dropoffAt < new Date(),
      },
      open: booking.status === 'active' && rental !== null && rental.returnedAt === null,
      // The return time field: now by default; the action refuses one later than now or before the hand-over.
      returnedAt: { now: returnedAtValue(new Date()) },
      rental: rental && {
        car: `${plateText(rental, t, locale)} · ${rental.carName}`,
        handedOverAt: formatDubaiDateTime(rental.handedOverAt, locale),
        odometerOutKm: rental.odometerOutKm,
        fuelOut: fuelLevel(rental.fuelOutEighths)[locale],
        damageOut: rental.damageOut.map(
          (mark) =>
            `${zoneNames[mark.zone][locale]}: ${damageKindNames[mark.kind][locale]}${mark.note ? ` (${mark.note})` : ''}`,
        ),
      },
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-booking-return');
  const locale = pageLocale(context);
  const t = translator(locale);
  const aed = (fils: number) => formatAed(fils, locale);
  const bookingId = requireRecordId(params.bookingId);
  const back = localizePath(`/admin/bookings/${bookingId}`, locale);
  const form = await readFormOrNull(request);
  const values: Record<string, string> = {};
  for (const [name, value] of form ?? []) if (typeof value === 'string') values[name] = value;
  const reply = (field: Reply['field'], error: MessageKey) =>
    data<Reply>({ field, error: t(error), values }, { status: 400 });

  const read = readReturnForm(values);
  if (!read.ok) return reply(read.field, read.error);
  const sheet = await returnSheet(bookingId);
  if (!sheet) throw notFound();
  if (!sheet.rental || sheet.rental.returnedAt || sheet.booking.status !== 'active')
    return redirectWithFlash(back, { kind: 'error', message: t('returnCar.refused.state') });
  if (read.value.odometerKm < sheet.rental.odometerOutKm) return reply('odometerKm', 'returnCar.refused.odometer');
  const now = new Date();
  const returnedAt = read.value.returnedAt ?? now;
  const timeRefused = returnTimeRefusal(sheet.rental, returnedAt, now);
  if (timeRefused) return reply('returnedAt', timeRefusals[timeRefused]);

  if (read.value.intent === 'preview') {
    const charges = chargesFor(sheet, read.value, returnedAt)!;
    const held = sheet.deposit ? sheet.deposit.amountFils - sheet.deposit.capturedFils - sheet.deposit.releasedFils : 0;
    return data<Reply>({
      values,
      preview: {
        lines: charges.lines.map((line) => ({
          label: t(`returnCar.line.${line.kind}` as MessageKey, { percent: LATE_HOUR_PERCENT }),
          quantity: line.unit === 'percent' ? `${line.quantity}%` : String(line.quantity),
          net: aed(line.netFils),
          vat: aed(line.vatFils),
          total: aed(line.totalFils),
        })),
        total: aed(charges.totals.totalFils),
        deposit: held > 0 ? aed(held) : null,
      },
    });
  }

  const photos = await prepareRentalPhotos(form ? chosenFiles(form, 'photos') : []);
  if (!photos.ok) return reply('photos', photoRefusalKey(photos.refusal.reason));
  const result = await returnCar({
    ...read.value,
    returnedAt,
    bookingId,
    actorId: staff.id,
    photos: photos.photos,
    reason: 'Returned at the counter',
  });
  if (!result.ok) {
    if (result.reason === 'not_found') throw notFound();
    if (result.reason === 'odometer') return reply('odometerKm', 'returnCar.refused.odometer');
    if (result.reason === 'returned_future' || result.reason === 'returned_before_hand_over')
      return reply('returnedAt', timeRefusals[result.reason]);
    return redirectWithFlash(back, { kind: 'error', message: t('returnCar.refused.state') });
  }
  const parts = [
    t('returnCar.done', { reference: result.reference }),
    result.charges.totals.totalFils > 0
      ? t('returnCar.doneCharges', {
          total: aed(result.charges.totals.totalFils),
          deposit: aed(result.fromDepositFils),
          link: aed(result.linkFils),
        })
      : t('returnCar.doneNoCharges'),
    ...(result.releasedFils > 0
      ? [
          result.lapsesBy
            ? t('deposits.done.lapses', {
                amount: aed(result.releasedFils),
                date: formatDubaiDay(result.lapsesBy, locale),
              })
            : t('returnCar.doneReleased', { amount: aed(result.releasedFils) }),
        ]
      : []),
  ];
  return redirectWithFlash(back, { kind: 'success', message: parts.join(' ') });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  return pageMeta(args, {
    title: t('returnCar.title', { reference: args.loaderData?.booking.reference ?? '' }),
    noIndex: true,
  });
};

export default function AdminBookingReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, open, rental, returnedAt } = loaderData;
  const t = useT();
  const values = actionData?.values ?? {};
  const error = (field: string) => (actionData?.field === field ? actionData.error : undefined);
  const busy = useNavigation().state === 'submitting';
  const preview = actionData?.preview;
  const described = (field: string) => ({
    'aria-invalid': error(field) ? true : undefined,
    'aria-describedby': `${field}-error`,
  });

  return (
    <StaffPage
      heading={
        <WithReference text={t('returnCar.title', { reference: booking.reference })} reference={booking.reference} />
      }
    >
      <BackToBooking bookingId={booking.id} />
      {rental ? (
        <section className={panelClass} aria-labelledby="return-out">
          <h2 id="return-out" className="text-lg font-bold text-navy-900">
            {rental.car}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">{t('returnCar.handedOver')}</dt>
              <dd>{rental.handedOverAt}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('returnCar.dueBack')}</dt>
              <dd className={booking.late ? 'font-semibold text-red-700' : undefined}>{booking.dropoffAt}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('returnCar.readingsOut')}</dt>
              <dd>{t('returnCar.readings', { km: formatKm(rental.odometerOutKm), fuel: rental.fuelOut })}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('returnCar.damageOut')}</dt>
              <dd>{rental.damageOut.length ? rental.damageOut.join('; ') : t('handOver.none')}</dd>
            </div>
          </dl>
        </section>
      ) : null}

      {!open ? (
        <p className={panelClass} role="status">
          {t('returnCar.notOpen')}
        </p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="space-y-6" aria-labelledby="return-form">
          <h2 id="return-form" className="sr-only">
            {t('returnCar.formHeading')}
          </h2>
          <section className={`${panelClass} grid gap-4 sm:grid-cols-2`} aria-labelledby="return-readings">
            <h3 id="return-readings" className="text-base font-bold text-navy-900 sm:col-span-2">
              {t('returnCar.readingsHeading')}
            </h3>
            <FieldShell
              id="odometerKm"
              label={t('handOver.odometer')}
              errors={error('odometerKm') ? [error('odometerKm')!] : undefined}
            >
              <input
                id="odometerKm"
                name="odometerKm"
                inputMode="numeric"
                className={inputClass}
                defaultValue={values.odometerKm ?? ''}
                {...described('odometerKm')}
              />
            </FieldShell>
            <FuelPicker legend={t('handOver.fuel')} value={values.fuelEighths ?? ''} error={error('fuelEighths')} />
            <FieldShell
              id="returnedAt"
              label={t('returnCar.returnedAt')}
              hint={t('returnCar.returnedAtHint')}
              errors={error('returnedAt') ? [error('returnedAt')!] : undefined}
            >
              <input
                id="returnedAt"
                name="returnedAt"
                type="datetime-local"
                className={inputClass}
                defaultValue={values.returnedAt ?? returnedAt.now}
                {...described('returnedAt')}
              />
            </FieldShell>
          </section>
          <section className={panelClass} aria-labelledby="return-damage">
            <h3 id="return-damage" className="text-base font-bold text-navy-900">
              {t('returnCar.damageHeading')}
            </h3>
            <DamageFields values={values} error={error} diagramTitle={t('handOver.diagram')} />
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <FieldShell
                id="newDamage"
                label={t('returnCar.newDamage')}
                hint={t('returnCar.newDamageHint')}
                errors={error('newDamage') ? [error('newDamage')!] : undefined}
              >
                <input
                  id="newDamage"
                  name="newDamage"
                  inputMode="decimal"
                  className={inputClass}
                  defaultValue={values.newDamage ?? ''}
                  {...described('newDamage')}
                />
              </FieldShell>
              <PhotosField error={error('photos')} />
            </div>
            <div className="mt-2 flex items-center gap-2">
              <input
                id="cleaning"
                name="cleaning"
                type="checkbox"
                value="yes"
                defaultChecked={values.cleaning === 'yes'}
                className="h-4 w-4"
              />
              <label htmlFor="cleaning" className="text-sm">
                {t('returnCar.cleaning')}
              </label>
            </div>
          </section>

          <section className={panelClass} aria-labelledby="return-charges" aria-live="polite">
            <h3 id="return-charges" className="text-base font-bold text-navy-900">
              {t('returnCar.chargesHeading')}
            </h3>
            {preview ? (
              preview.lines.length === 0 ? (
                <p className="mt-2">{t('returnCar.noCharges')}</p>
              ) : (
                <table className="mt-3 w-full text-sm">
                  <thead>
                    <tr className="text-slate-600">
                      <th scope="col" className="py-1 text-start">
                        {t('returnCar.charge')}
                      </th>
                      <th scope="col" className="py-1 text-end">
                        {t('returnCar.quantity')}
                      </th>
                      <th scope="col" className="py-1 text-end">
                        {t('returnCar.net')}
                      </th>
                      <th scope="col" className="py-1 text-end">
                        {t('returnCar.vat')}
                      </th>
                      <th scope="col" className="py-1 text-end">
                        {t('returnCar.total')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.lines.map((line) => (
                      <tr key={line.label} className="border-t border-slate-200">
                        <th scope="row" className="py-1 text-start font-normal">
                          {line.label}
                        </th>
                        <td className="py-1 text-end">{line.quantity}</td>
                        <td className="py-1 text-end">{line.net}</td>
                        <td className="py-1 text-end">{line.vat}</td>
                        <td className="py-1 text-end">{line.total}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="border-t-2 border-navy-900 font-bold">
                      <th scope="row" colSpan={4} className="py-1 text-start">
                        {t('returnCar.chargesTotal')}
                      </th>
                      <td className="py-1 text-end">{preview.total}</td>
                    </tr>
                  </tfoot>
                </table>
              )
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t('returnCar.previewFirst')}</p>
            )}
            {preview?.deposit ? (
              <p className="mt-2 text-sm">{t('returnCar.depositHeld', { amount: preview.deposit })}</p>
            ) : null}
            <div className="mt-3 flex items-center gap-2">
              <input
                id="releaseRest"
                name="releaseRest"
                type="checkbox"
                value="yes"
                defaultChecked={values.releaseRest === 'yes'}
                className="h-4 w-4"
              />
              <label htmlFor="releaseRest" className="text-sm">
                {t('returnCar.releaseRest')}
              </label>
            </div>
          </section>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="preview" className={secondaryButton} disabled={busy}>
              {t('returnCar.preview')}
            </button>
            {preview ? (
              <button type="submit" name="intent" value="close" className={primaryButton} disabled={busy}>
                {t('returnCar.close')}
              </button>
            ) : null}
          </div>
        </Form>
      )}
    </StaffPage>
  );
}
