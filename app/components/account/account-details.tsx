import '~/i18n/accounts-messages';
import type { SubmissionResult } from '@conform-to/react';
import { Icon } from '~/components/icons/icon';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ReviewStatus } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { formatStoredDate } from './format';
import { formatDubaiDay } from '~/utils/dubai-time';
import { ModalDialog } from './modal-dialog';
import { ProfileForm, type ProfileValues } from './profile-form';
import { ReviewStatusBadge } from './review-status';

export type AccountView = ProfileValues & {
  email: string;
  phone: string;
  reviewStatus: ReviewStatus;
  reviewReason: string | null;
  createdAt: Date;
};

const reviewText: Record<ReviewStatus, MessageKey> = {
  pending: 'account.review.pendingText',
  approved: 'account.review.approvedText',
  rejected: 'account.review.rejectedText',
  documents_needed: 'account.review.documentsNeededText',
};

/** The account's review state in words: what it means for booking, and the staff's reason after a rejection. */
export function ReviewPanel({ status, reason }: { status: ReviewStatus; reason: string | null }) {
  const t = useT();
  return (
    <section
      aria-labelledby="review-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="review-heading" className="text-xl font-bold text-navy-900">
          {t('account.review.heading')}
        </h2>
        <ReviewStatusBadge status={status} />
      </div>
      {status === 'rejected' && reason ? (
        <p className="mt-3 rounded-md bg-red-50 px-3 py-2 font-semibold text-red-900 ring-1 ring-red-200" dir="auto">
          {t('account.review.reason', { reason })}
        </p>
      ) : null}
      <p className="mt-3 text-slate-700">{t(reviewText[status])}</p>
    </section>
  );
}

/**
 * The customer's details with the Update button. The button is a link to ?edit=profile, where the
 * form shows in the page (so it works without JavaScript); with JavaScript it opens the same form
 * in a modal dialog instead.
 */
export function AccountDetails({
  account,
  editing,
  lastResult,
}: {
  account: AccountView;
  editing: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const page = to('/my-account');
  const values: ProfileValues = {
    fullName: account.fullName,
    birthDate: account.birthDate,
    licenceNumber: account.licenceNumber,
    licenceExpiry: account.licenceExpiry,
    passportNumber: account.passportNumber,
    passportExpiry: account.passportExpiry,
    trn: account.trn,
  };
  const notGiven = <span className="text-slate-500 italic">{t('account.notGiven')}</span>;
  const rows: Array<[MessageKey, React.ReactNode, boolean?]> = [
    ['account.fullName', account.fullName || notGiven],
    ['account.email', <bdi key="email">{account.email}</bdi>, true],
    ['account.phone', <bdi key="phone">{account.phone}</bdi>, true],
    ['account.birthDate', formatStoredDate(account.birthDate, locale) ?? notGiven],
    ['account.licenceNumber', account.licenceNumber ? <bdi>{account.licenceNumber}</bdi> : notGiven],
    ['account.licenceExpiry', formatStoredDate(account.licenceExpiry, locale) ?? notGiven],
    ['account.passportNumber', account.passportNumber ? <bdi>{account.passportNumber}</bdi> : notGiven],
    ['account.passportExpiry', formatStoredDate(account.passportExpiry, locale) ?? notGiven],
    ['account.trn', account.trn ? <bdi>{account.trn}</bdi> : notGiven],
    ['account.memberSince', formatDubaiDay(account.createdAt, locale)],
  ];
  const saved = (message: string) => {
    setNotice(message);
    setOpen(false);
    if (editing) navigate(page, { replace: true, preventScrollReset: true });
  };

  return (
    <section
      aria-labelledby="details-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="details-heading" className="text-xl font-bold text-navy-900">
          {editing ? t('account.profile.heading') : t('account.detailsHeading')}
        </h2>
        {editing ? null : (
          <a
            href={`${page}?edit=profile`}
            aria-haspopup="dialog"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              setNotice(null);
              setOpen(true);
            }}
            className="inline-flex items-center gap-2 rounded-md bg-action-600 px-5 py-2 font-bold text-white hover:bg-action-700"
          >
            <Icon name="pencil" className="h-4 w-4" />
            {t('account.update')}
          </a>
        )}
      </div>
      <p
        role="status"
        className={
          notice
            ? 'mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-300'
            : 'sr-only'
        }
      >
        {notice ?? ''}
      </p>
      {editing ? (
        <div className="mt-4">
          <ProfileForm values={values} lastResult={lastResult} onSaved={saved} cancel={{ href: page }} />
        </div>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value, ltr]) => (
            <div key={label} className="min-w-0 border-b border-slate-100 pb-2">
              <dt className="text-sm font-semibold text-slate-600">{t(label)}</dt>
              <dd className={`text-slate-900 ${ltr ? 'break-all' : 'break-words'}`}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {open ? (
        <ModalDialog
          title={t('account.profile.heading')}
          closeLabel={t('account.profile.close')}
          onClose={() => setOpen(false)}
        >
          <ProfileForm values={values} onSaved={saved} cancel={{ onClick: () => setOpen(false) }} />
        </ModalDialog>
      ) : null}
    </section>
  );
}
