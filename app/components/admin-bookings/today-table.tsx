import type { ReviewStatus } from '~/db/schema';
import '~/i18n/staff-messages';
import { Link } from 'react-router';
import type { MessageKey } from '~/i18n/en';
import { useLocalePath, useT } from '~/i18n/use-translation';
import type { PaymentSummary } from '~/modules/bookings/booking-search';
import { ColumnHeads } from '~/components/tables/column-heads';
import { BookingReference } from '~/components/booking/booking-reference';

export type SheetStep = 'pickup' | 'return' | 'noShow';

export type TodayRow = {
  id: number;
  reference: string;
  move: 'pickup' | 'return' | 'hold';
  /** 'HH:MM' in Dubai, or the whole date and time for a row from another day. */
  when: string;
  late: boolean;
  customer: string;
  phone: string;
  /** How the booking reached us, when staff made it for the customer. */
  channel: 'walk_in' | 'phone' | null;
  vehicle: string;
  /** The vehicle class (type), as booked. */
  vehicleClass: string;
  /** The car handed over, by plate, where one is assigned to the booking; null until then. */
  assignedCar: string | null;
  referenceNo: string;
  /** Price line codes of the extras chosen. */
  extras: string[];
  collectionCity: string | null;
  /** The address the car is delivered to, on a pick-up's row; null when it is taken at the branch. */
  delivery: string | null;
  paymentSummary: PaymentSummary;
  total: string;
  /** Money to take at the counter before the hand-over, formatted; null when nothing is due. */
  due: string | null;
  /** The account's documents as reviewed, and the licence's expiry (warned when before the return). */
  papers: {
    reviewStatus: ReviewStatus;
    licenceExpiry: string | null;
    licenceWarning: boolean;
  } | null;
  /** A pick-up or return already done: when, and by whom. */
  done: { at: string | null; by: string | null } | null;
  /** The steps staff may take next from the sheet. */
  next: SheetStep[];
  /** Where it happens, for rows not listed under their branch. */
  branch?: string;
};

const moveLabels: Record<TodayRow['move'], MessageKey> = {
  pickup: 'today.move.pickup',
  return: 'today.move.return',
  hold: 'today.move.hold',
};

/**
 * One part of the daily sheet as a table: time, what happens, the booking, who, which car, the
 * money, and the way to the next step: the hand-over or return screen, or the booking page. Scrolls sideways inside
 * itself on a phone, never the page.
 */
export function TodayTable({ caption, rows }: { caption: string; rows: readonly TodayRow[] }) {
  const t = useT();
  const to = useLocalePath();
  return (
    <div
      className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 print:overflow-visible"
      tabIndex={0}
    >
      <table className="w-full min-w-[46rem] text-start text-sm print:min-w-0">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <ColumnHeads
            headings={[
              'today.col.time',
              'today.col.move',
              'today.col.booking',
              'today.col.customer',
              'today.col.car',
              'today.col.payment',
              'today.col.next',
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={`${row.move}-${row.id}`} className="align-top">
              <td className="px-3 py-2 whitespace-nowrap">
                <bdi dir="ltr">{row.when}</bdi>
                {row.late ? (
                  <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
                    {t('today.late')}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                <span className="font-semibold">{t(moveLabels[row.move])}</span>
                {row.branch ? <span className="block text-slate-600">{row.branch}</span> : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <Link
                  to={to(`/admin/bookings/${row.id}`)}
                  className="font-semibold text-navy-800 underline underline-offset-2"
                  aria-label={t('today.openBooking', { reference: row.reference })}
                >
                  <BookingReference reference={row.reference} />
                </Link>
              </td>
              <td className="px-3 py-2">
                <span dir="auto">{row.customer}</span>
                <br />
                <bdi dir="ltr" className="text-slate-600">
                  {row.phone}
                </bdi>
                {row.channel ? (
                  <span className="block text-slate-600">{t(`staffBooking.channelTag.${row.channel}`)}</span>
                ) : null}
                {row.papers ? (
                  <>
                    <span className="block text-slate-600">{t(`today.papers.${row.papers.reviewStatus}`)}</span>
                    <span
                      className={`block ${row.papers.licenceWarning ? 'font-bold text-red-700' : 'text-slate-600'}`}
                    >
                      {row.papers.licenceExpiry
                        ? t(row.papers.licenceWarning ? 'today.licence.expiresBeforeReturn' : 'today.licence.expires', {
                            date: row.papers.licenceExpiry,
                          })
                        : t('today.licence.unknown')}
                    </span>
                  </>
                ) : null}
              </td>
              <td className="px-3 py-2">
                <span className="font-semibold">{row.vehicleClass}</span>
                <span className="block">{row.vehicle}</span>
                <span className="block text-slate-600">
                  {row.assignedCar ? t('today.car.assigned', { plate: row.assignedCar }) : row.referenceNo}
                </span>
                {row.extras.length ? (
                  <span className="block text-slate-600">
                    {t('today.car.extras', {
                      extras: row.extras.map((code) => t(`price.line.${code}` as MessageKey)).join(', '),
                    })}
                  </span>
                ) : null}
                {row.delivery ? (
                  <span className="block font-semibold text-navy-900">
                    {t('today.car.delivery', { address: row.delivery })}
                  </span>
                ) : null}
                {row.collectionCity ? (
                  <span className="block text-slate-600">
                    {t('today.car.collection', { place: row.collectionCity })}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                {t(`bookings.payment.${row.paymentSummary}` as MessageKey)}
                <br />
                <span className="text-slate-600">{row.total}</span>
                {row.due && row.move !== 'hold' ? (
                  <span className="block font-bold text-amber-900">{t('today.due', { amount: row.due })}</span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                {row.done ? (
                  <p className="font-semibold text-emerald-800">
                    {t(row.move === 'return' ? 'today.done.returned' : 'today.done.pickedUp', {
                      when: row.done.at ?? '–',
                      who: row.done.by ?? '–',
                    })}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2 print:hidden">
                  {/* The counter's screens: the car by plate, readings, damage, signature and charges. */}
                  {row.next.includes('pickup') || row.next.includes('return') ? (
                    <Link
                      to={to(`/admin/bookings/${row.id}/${row.next.includes('pickup') ? 'hand-over' : 'return'}`)}
                      aria-label={`${t(row.next.includes('pickup') ? 'handOver.action' : 'returnCar.action')}: ${row.reference}`}
                      className="rounded-md px-3 py-1.5 font-bold whitespace-nowrap text-navy-900 ring-1 ring-navy-900 hover:bg-slate-100"
                    >
                      {t(row.next.includes('pickup') ? 'handOver.action' : 'returnCar.action')}
                    </Link>
                  ) : null}
                  {row.next.includes('noShow') ? (
                    <Link
                      to={to(`/admin/bookings/${row.id}#step-noShow`)}
                      aria-label={`${t('bookings.action.noShow')}: ${row.reference}`}
                      className="rounded-md bg-red-700 px-3 py-1.5 font-bold whitespace-nowrap text-white hover:bg-red-800"
                    >
                      {t('bookings.action.noShow')}
                    </Link>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
