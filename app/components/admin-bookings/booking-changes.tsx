import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useT } from '~/i18n/use-translation';
import { formatAed } from '~/utils/money';
import { cardClass } from './booking-facts';

type Rental = { vehicle: string; pickupAt: string; dropoffAt: string; totalFils: number };
export type BookingChangeRow = {
  id: number;
  actorKind: 'customer' | 'staff';
  state: 'awaiting_payment' | 'applied' | 'lapsed';
  lapsedReason: string | null;
  before: Rental;
  after: Rental;
  differenceFils: number;
  expiresAt: string | null;
  createdAt: string;
  replacedInvoiceNumber: number | null;
  creditNoteNumber: number | null;
};

const linkClass =
  'inline-flex items-center gap-1.5 font-semibold text-navy-800 underline underline-offset-2 hover:text-action-700';

/** Every change of the booking: who asked, what it was before and after, the difference, and the tax documents it made. */
export function BookingChanges({ bookingId, changes }: { bookingId: number; changes: readonly BookingChangeRow[] }) {
  const t = useT();
  const locale = useLocale();
  if (!changes.length) return null;
  const when = (at: string) => formatDubaiDateTime(at, locale);
  const rental = (r: Rental) =>
    `${r.vehicle}, ${when(r.pickupAt)} – ${when(r.dropoffAt)}, ${formatAed(r.totalFils, locale)}`;
  const stateWords = (change: BookingChangeRow) =>
    change.state === 'lapsed'
      ? t(`bookings.changes.lapsed.${change.lapsedReason ?? 'expired'}` as MessageKey)
      : t(`bookings.changes.state.${change.state}`, { until: change.expiresAt ? when(change.expiresAt) : '' });
  return (
    <section aria-labelledby="changes-heading" className={cardClass}>
      <h2 id="changes-heading" className="mb-3 text-xl font-bold text-navy-900">
        {t('bookings.changes.heading')}
      </h2>
      <ol className="space-y-3">
        {changes.map((change) => (
          <li key={change.id} className="rounded-xl bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
            <p className="font-semibold text-navy-900">
              {when(change.createdAt)} · {t(`bookings.changes.by.${change.actorKind}`)} · {stateWords(change)}
            </p>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
              <dt className="text-slate-600">{t('bookings.changes.before')}</dt>
              <dd>{rental(change.before)}</dd>
              <dt className="text-slate-600">{t('bookings.changes.after')}</dt>
              <dd>{rental(change.after)}</dd>
              <dt className="text-slate-600">{t('bookings.changes.difference')}</dt>
              <dd dir="ltr" className="text-start">
                {change.differenceFils > 0 ? '+' : ''}
                {formatAed(change.differenceFils, locale)}
              </dd>
            </dl>
            {change.replacedInvoiceNumber !== null && change.creditNoteNumber !== null ? (
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                <a
                  href={`/invoices/${bookingId}?number=${change.replacedInvoiceNumber}`}
                  download
                  className={linkClass}
                >
                  <Icon name="download" className="size-4 shrink-0" />
                  {t('bookings.changes.replacedInvoice', { number: change.replacedInvoiceNumber })}
                </a>
                <a href={`/change-credit-notes/${change.id}`} download className={linkClass}>
                  <Icon name="download" className="size-4 shrink-0" />
                  {t('bookings.changes.creditNote', { number: change.creditNoteNumber })}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
