import '~/i18n/staff-messages';
import { type SubmissionResult, getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, useNavigation } from 'react-router';
import { formatDubaiDateTime, formatDubaiDay } from '~/utils/dubai-time';
import { panelClass, primaryButton, secondaryButton } from '~/components/content-admin/staff-page';
import { FieldShell, FormAlert, inputClass } from '~/components/forms/field';
import { useLocale, useT } from '~/i18n/use-translation';
import { type BlockReason, blockReasons } from '~/modules/fleet/block-reasons';
import { blockCarsSchema } from '~/modules/fleet/blocked-cars-form';
import { roomField } from '~/modules/bookings/make-room/room-choices';
import type { BookingInTheWayRow } from '~/modules/bookings/make-room/submit-block.server';

type BlockRow = {
  id: number;
  cars: number;
  branch: string;
  startsAt: string;
  /** The last day blocked: the day before the block ends at midnight. */
  lastDay: string;
  reason: BlockReason;
  note: string | null;
  blockedBy: string | null;
};

type Props = {
  blocks: readonly BlockRow[];
  branches: readonly { branchId: number; label: string; cars: number }[];
  today: string;
  lastResult?: SubmissionResult<string[]>;
  /** The bookings that stood in the way of the last block tried, to cancel or move in the next. */
  inTheWay?: readonly BookingInTheWayRow[];
};

/** A model's cars taken out of availability, with Give back, and the form that blocks more. */
export function BlockedCarsPanel({ blocks, branches, today, lastResult, inTheWay = [] }: Props) {
  const t = useT();
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  const stock = new Map(branches.map((branch) => [branch.branchId, branch.cars]));
  const [form, fields] = useForm({
    id: 'block-cars',
    lastResult,
    defaultValue: { cars: '1', from: today, to: today },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blockCarsSchema({ t, stock, today }) }),
  });
  return (
    <section aria-labelledby="blocks-heading" className={panelClass}>
      <h2 id="blocks-heading" className="text-xl font-bold text-navy-900">
        {t('blocks.heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t('blocks.intro')}</p>
      <h3 className="mb-2 font-bold text-navy-900">{t('blocks.current')}</h3>
      {blocks.length === 0 ? (
        <p className="mb-4 text-slate-700">{t('blocks.none')}</p>
      ) : (
        <ul className="mb-4 space-y-2">
          {blocks.map((block) => {
            const from = formatDubaiDay(block.startsAt, locale);
            return (
              <li
                key={block.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
              >
                <p>
                  <span className="font-semibold text-navy-900">
                    {t('blocks.row', {
                      cars: block.cars,
                      branch: block.branch,
                      from,
                      to: formatDubaiDay(block.lastDay, locale),
                    })}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {t(`blocks.reason.${block.reason}`)}
                    {block.note ? ` · ${block.note}` : ''}
                    {block.blockedBy ? ` · ${t('blocks.by', { name: block.blockedBy })}` : ''}
                  </span>
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="unblock" />
                  <input type="hidden" name="blockId" value={block.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className={secondaryButton}
                    aria-label={t('blocks.removeNamed', { branch: block.branch, from })}
                  >
                    {t('blocks.remove')}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" {...getFormProps(form)} className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        <input type="hidden" name="intent" value="block" />
        <FieldShell id={fields.branchId.id} label={t('blocks.branch')} errors={fields.branchId.errors}>
          <select {...getSelectProps(fields.branchId)} className={inputClass}>
            <option value="">{t('blocks.chooseBranch')}</option>
            {branches.map((branch) => (
              <option key={branch.branchId} value={branch.branchId}>
                {branch.label} ({branch.cars})
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={fields.cars.id} label={t('blocks.cars')} errors={fields.cars.errors}>
          <input
            {...getInputProps(fields.cars, { type: 'text' })}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            className={inputClass}
          />
        </FieldShell>
        <FieldShell id={fields.reason.id} label={t('blocks.reason')} errors={fields.reason.errors}>
          <select {...getSelectProps(fields.reason)} className={inputClass}>
            <option value="">{t('blocks.chooseReason')}</option>
            {blockReasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`blocks.reason.${reason}`)}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={fields.from.id} label={t('blocks.from')} errors={fields.from.errors}>
          <input {...getInputProps(fields.from, { type: 'date' })} min={today} className={inputClass} />
        </FieldShell>
        <FieldShell id={fields.to.id} label={t('blocks.to')} errors={fields.to.errors}>
          <input {...getInputProps(fields.to, { type: 'date' })} min={today} className={inputClass} />
        </FieldShell>
        <FieldShell id={fields.note.id} label={t('blocks.note')} errors={fields.note.errors}>
          <input {...getInputProps(fields.note, { type: 'text' })} maxLength={300} className={inputClass} />
        </FieldShell>
        {inTheWay.length > 0 && <BookingsInTheWay bookings={inTheWay} />}
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-3">
          <button type="submit" disabled={busy} className={primaryButton}>
            {t('blocks.submit')}
          </button>
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
        </div>
      </Form>
    </section>
  );
}

/** The bookings a refused block would have taken cars from, each with its customer's contacts and what to do with it. */
function BookingsInTheWay({ bookings }: { bookings: readonly BookingInTheWayRow[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="in-the-way-heading" className="mb-4 sm:col-span-2 lg:col-span-3">
      <h3 id="in-the-way-heading" className="mb-2 font-bold text-navy-900">
        {t('blocks.inTheWay')}
      </h3>
      <ul className="space-y-2">
        {bookings.map((booking) => (
          <li key={booking.id} className="grid gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200 sm:grid-cols-2">
            <p>
              <span className="block font-semibold text-navy-900">
                {t('blocks.booking', {
                  reference: booking.reference,
                  from: formatDubaiDateTime(booking.pickupAt, locale),
                  to: formatDubaiDateTime(booking.dropoffAt, locale),
                })}
              </span>
              <span className="block text-sm text-slate-700">
                {t('blocks.contact', { name: booking.customerName, phone: booking.phone, email: booking.email })}
              </span>
            </p>
            <label className="block text-sm">
              <span className="mb-1 block font-semibold text-navy-900">
                {t('blocks.room', { reference: booking.reference })}
              </span>
              <select name={roomField(booking.id)} defaultValue="keep" className={inputClass}>
                <option value="keep">{t('blocks.room.keep')}</option>
                <option value="cancel">{t('blocks.room.cancel')}</option>
                {booking.moves.map((move) => (
                  <option key={move.id} value={`move:${move.id}`}>
                    {t('blocks.room.move', { vehicle: move.vehicle })}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
