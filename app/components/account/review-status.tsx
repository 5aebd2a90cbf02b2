import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import type { IconName } from '~/components/icons/icon-names';
import type { ReviewStatus } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';

const looks: Record<ReviewStatus, { label: MessageKey; className: string; icon: IconName }> = {
  pending: {
    label: 'account.review.pending',
    className: 'bg-amber-100 text-amber-900 ring-amber-300',
    icon: 'hourglass',
  },
  approved: {
    label: 'account.review.approved',
    className: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
    icon: 'circle-check',
  },
  rejected: { label: 'account.review.rejected', className: 'bg-red-50 text-red-900 ring-red-300', icon: 'circle-x' },
  documents_needed: {
    label: 'account.review.documentsNeeded',
    className: 'bg-slate-100 text-slate-900 ring-slate-300',
    icon: 'hourglass',
  },
};

export const reviewStatusLabel = (status: ReviewStatus): MessageKey => looks[status].label;

/** The account's review state as a small labelled badge, the same for customers and staff. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const t = useT();
  const { label, className, icon } = looks[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${className}`}
    >
      <Icon name={icon} className="h-4 w-4 shrink-0" />
      {t(label)}
    </span>
  );
}
