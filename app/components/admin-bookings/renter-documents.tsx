import type { ReviewStatus } from '~/db/schema';
import '~/i18n/staff-messages';
import { Link } from 'react-router';
import type { MessageKey } from '~/i18n/en';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { cardClass } from './booking-facts';

export type RenterDocumentsFacts = {
  userId: number;
  reviewStatus?: ReviewStatus;
  licenceExpiry?: string | null;
  passportExpiry?: string | null;
  files?: { id: number; originalName: string; createdAt: string }[];
};

/** The customer's documents as staff check them before the keys go out, and the way to their account. */
export function RenterDocuments({ documents }: { documents: RenterDocumentsFacts }) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const files = documents.files ?? [];
  return (
    <section aria-labelledby="documents-heading" className={cardClass}>
      <h2 id="documents-heading" className="mb-3 text-xl font-bold text-navy-900">
        {t('bookings.documents.title')}
      </h2>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-600">{t('bookings.documents.review')}</dt>
        <dd>{documents.reviewStatus ? t(`today.papers.${documents.reviewStatus}` as MessageKey) : '–'}</dd>
        <dt className="font-semibold text-slate-600">{t('bookings.documents.licenceExpiry')}</dt>
        <dd>
          <bdi dir="ltr">{documents.licenceExpiry ?? '–'}</bdi>
        </dd>
        <dt className="font-semibold text-slate-600">{t('bookings.documents.passportExpiry')}</dt>
        <dd>
          <bdi dir="ltr">{documents.passportExpiry ?? '–'}</bdi>
        </dd>
      </dl>
      {files.length ? (
        <ul className="mt-3 list-disc space-y-1 ps-5">
          {files.map((file) => (
            <li key={file.id}>
              <a
                href={`/account-documents/${file.id}`}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-navy-800 underline underline-offset-2"
              >
                <bdi dir="auto">{file.originalName}</bdi>
              </a>{' '}
              <span className="text-sm text-slate-600">{formatDubaiDateTime(file.createdAt, locale)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">{t('bookings.documents.none')}</p>
      )}
      <p className="mt-3">
        <Link
          to={to(`/admin/accounts/${documents.userId}`)}
          className="font-semibold text-navy-800 underline underline-offset-2"
        >
          {t('bookings.documents.account')}
        </Link>
      </p>
    </section>
  );
}
