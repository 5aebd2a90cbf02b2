import '~/i18n/booking-messages';
import { Icon } from '~/components/icons/icon';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import type { BookingOutcome } from '~/modules/bookings/booking-outcome';

/** The bill wizard's steps, each at its own URL so the back button walks through them. */
export const billSteps = [
  { tab: 'extrass', label: 'bill.step.extras' },
  { tab: 'personal', label: 'bill.step.personal' },
  { tab: 'success', label: 'bill.step.finished' },
] as const satisfies ReadonlyArray<{ tab: string; label: MessageKey }>;
export type BillTab = (typeof billSteps)[number]['tab'];

/** The last step says where the booking ended up, never "Finished" for one cancelled or still unpaid. */
export function lastStepLabel(outcome: BookingOutcome['kind'] | undefined): MessageKey {
  if (outcome === 'confirmed' || outcome === 'active' || outcome === 'completed') return 'bill.step.confirmed';
  if (outcome === 'cancelled') return 'bill.step.cancelled';
  if (outcome === 'awaiting_payment' || outcome === 'payment_failed') return 'bill.step.payment';
  return 'bill.step.finished';
}

export function BillStepper({ current, outcome }: { current: BillTab; outcome?: BookingOutcome['kind'] }) {
  const t = useT();
  const index = billSteps.findIndex((step) => step.tab === current);
  const label = (step: (typeof billSteps)[number]) => (step.tab === 'success' ? lastStepLabel(outcome) : step.label);
  return (
    <ol className="mb-8 grid grid-cols-3 gap-2" aria-label={t('bill.stepsLabel')}>
      {billSteps.map((step, position) => (
        <li
          key={step.tab}
          aria-current={position === index ? 'step' : undefined}
          className="flex flex-col items-center gap-2 text-center text-sm"
        >
          <span
            className={`flex h-9 w-9 items-center justify-center rounded-full font-bold ${position < index ? 'bg-emerald-700 text-white' : position === index ? 'bg-navy-900 text-white' : 'bg-slate-200 text-slate-700'}`}
          >
            {position < index ? <Icon name="check" className="h-5 w-5" /> : position + 1}
          </span>
          <span className={position === index ? 'font-bold text-navy-900' : 'text-slate-700'}>{t(label(step))}</span>
        </li>
      ))}
    </ol>
  );
}
