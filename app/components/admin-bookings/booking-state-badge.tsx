import '~/i18n/accounts-messages';
import type { BookingStatus } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';

const tone: Record<BookingStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  awaiting_payment: 'bg-amber-50 text-amber-900 ring-amber-300',
  payment_failed: 'bg-red-50 text-red-800 ring-red-300',
  confirmed: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  active: 'bg-sky-50 text-sky-900 ring-sky-300',
  completed: 'bg-navy-900 text-white ring-navy-900',
  cancelled: 'bg-white text-slate-700 ring-slate-300',
  no_show: 'bg-white text-red-800 ring-red-300',
};

/** A booking's real state, in words (the colour only repeats them). */
export function BookingStateBadge({ status }: { status: BookingStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${tone[status]}`}
    >
      {t(`account.bookingStatus.${status}` as MessageKey)}
    </span>
  );
}
