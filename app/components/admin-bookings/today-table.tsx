import '~/i18n/staff-messages';
import { Form, Link, useNavigation } from 'react-router';
import type { MessageKey } from '~/i18n/en';
import { useLocalePath, useT } from '~/i18n/use-translation';
import type { PaymentSummary } from '~/modules/bookings/booking-search';
import { ColumnHeads } from '~/components/tables/column-heads';

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
  vehicle: string;
  referenceNo: string;
  paymentSummary: PaymentSummary;
  total: string;
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
 * money, and the next step as a button (the booking page has the rest). Scrolls sideways inside
 * itself on a phone, never the page.
 */
export function TodayTable({ caption, rows }: { caption: string; rows: readonly TodayRow[] }) {
  const t = useT();
  const to = useLocalePath();
  const busy = useNavigation().state === 'submitting';
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
                  <bdi dir="ltr">{row.reference}</bdi>
                </Link>
              </td>
              <td className="px-3 py-2">
                <span dir="auto">{row.customer}</span>
                <br />
                <bdi dir="ltr" className="text-slate-600">
                  {row.phone}
                </bdi>
              </td>
              <td className="px-3 py-2">
                {row.vehicle}
                <br />
                <span className="text-slate-600">{row.referenceNo}</span>
              </td>
              <td className="px-3 py-2">
                {t(`bookings.payment.${row.paymentSummary}` as MessageKey)}
                <br />
                <span className="text-slate-600">{row.total}</span>
              </td>
              <td className="px-3 py-2">
                <div className="flex flex-wrap gap-2 print:hidden">
                  {row.next.map((step) => (
                    <Form key={step} method="post">
                      <input type="hidden" name="bookingId" value={row.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={step}
                        disabled={busy}
                        aria-label={`${t(`bookings.action.${step}`)}: ${row.reference}`}
                        className={`rounded-md px-3 py-1.5 font-bold whitespace-nowrap text-white disabled:opacity-70 ${
                          step === 'noShow' ? 'bg-red-700 hover:bg-red-800' : 'bg-navy-900 hover:bg-navy-800'
                        }`}
                      >
                        {t(`bookings.action.${step}`)}
                      </button>
                    </Form>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
