import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { formatDubaiDay } from '~/utils/dubai-time';
import { ModalDialog } from './modal-dialog';
import { type AccountActionData, secondaryButton } from './profile-form';

export type DocumentItem = { id: number; originalName: string; contentType: string; createdAt: Date };

/** Where a document opens: the private route that checks who asks. */
const documentHref = (id: number) => `/account-documents/${id}`;

export function DocumentLink({
  document,
  className = '',
}: {
  document: Pick<DocumentItem, 'id' | 'originalName' | 'contentType'>;
  className?: string;
}) {
  const t = useT();
  const icon = document.contentType === 'application/pdf' ? 'file-text' : 'image';
  return (
    <a
      href={documentHref(document.id)}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex min-w-0 items-center gap-2 font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-900 ${className}`}
    >
      <Icon name={icon} className="h-5 w-5 shrink-0 text-slate-600" />
      <span className="truncate" dir="auto">
        {document.originalName}
      </span>
      <span className="sr-only">{t('account.documents.newTab')}</span>
    </a>
  );
}

/**
 * The customer's documents: open any of them, add new ones, remove an old one after confirming.
 * Each form posts to the account page; without JavaScript the confirmation is a page of its own
 * (?remove=id) and the answers come back as the page's alert.
 */
export function DocumentsSection({
  documents,
  actionData,
  removingId,
  maxPerUpload,
  residency,
}: {
  documents: DocumentItem[];
  /** Which documents to ask for; null on an account from before it was asked. */
  residency: 'resident' | 'visitor' | null;
  actionData?: AccountActionData;
  removingId: number | null;
  maxPerUpload: number;
}) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  const upload = useFetcher<AccountActionData>();
  const uploadForm = useRef<HTMLFormElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<DocumentItem | null>(null);

  useEffect(() => {
    if (upload.state !== 'idle' || !upload.data?.ok) return;
    setNotice(upload.data.message);
    uploadForm.current?.reset();
  }, [upload.state, upload.data]);

  const uploadError =
    upload.data && !upload.data.ok && upload.data.intent === 'documents' && 'error' in upload.data
      ? upload.data.error
      : actionData && !actionData.ok && actionData.intent === 'documents' && 'error' in actionData
        ? actionData.error
        : null;
  const removeError =
    actionData && !actionData.ok && actionData.intent === 'remove' && 'error' in actionData ? actionData.error : null;
  const page = to('/my-account');

  return (
    <section
      aria-labelledby="documents-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="documents-heading" className="text-xl font-bold text-navy-900">
        {t('account.documents.heading')}
      </h2>
      <p className="mt-1 text-slate-700">
        {t(
          residency === 'visitor'
            ? 'account.documents.introVisitor'
            : residency === 'resident'
              ? 'account.documents.introResident'
              : 'account.documents.intro',
        )}
      </p>
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
      {removeError ? (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-900 ring-1 ring-red-300"
        >
          {removeError}
        </p>
      ) : null}

      {documents.length ? (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {documents.map((document) => (
            <li key={document.id} className="py-3">
              <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                <div className="min-w-0 flex-1">
                  <DocumentLink document={document} className="max-w-full" />
                  <p className="text-sm text-slate-600">
                    {t('account.documents.added', { date: formatDubaiDay(document.createdAt, locale) })}
                  </p>
                </div>
                <a
                  href={`${page}?remove=${document.id}`}
                  aria-label={t('account.documents.removeLabel', { name: document.originalName })}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    setNotice(null);
                    setConfirming(document);
                  }}
                  className="inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-50"
                >
                  <Icon name="trash" className="h-4 w-4" />
                  {t('account.documents.remove')}
                </a>
              </div>
              {removingId === document.id ? (
                <div className="mt-3 rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
                  <p className="font-bold text-red-900">{t('account.documents.removeTitle')}</p>
                  <RemoveConfirmation document={document} cancel={{ href: page }} onRemoved={setNotice} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-md bg-slate-50 px-3 py-2 text-slate-700">{t('account.documents.none')}</p>
      )}

      <upload.Form
        ref={uploadForm}
        method="post"
        action={page}
        encType="multipart/form-data"
        className="mt-5"
        onSubmit={() => setNotice(null)}
      >
        <input type="hidden" name="intent" value="add-documents" />
        <h3 className="font-bold text-navy-900">{t('account.documents.addHeading')}</h3>
        <label htmlFor="account-documents" className="mt-2 mb-1 block text-sm font-semibold text-navy-900">
          {t('account.documents.choose')}
        </label>
        <input
          id="account-documents"
          name="documents"
          type="file"
          multiple
          accept=".png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf"
          aria-describedby="account-documents-hint account-documents-error"
          aria-invalid={uploadError ? true : undefined}
          className="block w-full rounded-md border border-slate-400 bg-white text-sm text-slate-900 file:me-3 file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white aria-[invalid=true]:border-red-600"
        />
        <p id="account-documents-hint" className="mt-1 text-sm text-slate-600">
          {t('account.documents.hint', { max: maxPerUpload })}
        </p>
        <p id="account-documents-error" className="min-h-5 pt-0.5 text-sm text-red-700" aria-live="polite">
          {uploadError ?? ''}
        </p>
        <button
          type="submit"
          disabled={upload.state !== 'idle'}
          className="mt-1 inline-flex items-center gap-2 rounded-md bg-navy-900 px-5 py-2.5 font-bold text-white hover:bg-navy-800 disabled:opacity-70"
        >
          <Icon name="upload" className="h-4 w-4" />
          {upload.state === 'idle' ? t('account.documents.upload') : t('account.documents.uploading')}
        </button>
      </upload.Form>

      {confirming ? (
        <ModalDialog
          size="sm"
          title={t('account.documents.removeTitle')}
          closeLabel={t('account.profile.close')}
          onClose={() => setConfirming(null)}
        >
          <RemoveConfirmation
            document={confirming}
            cancel={{ onClick: () => setConfirming(null) }}
            onRemoved={(message) => {
              setNotice(message);
              setConfirming(null);
            }}
          />
        </ModalDialog>
      ) : null}
    </section>
  );
}

function RemoveConfirmation({
  document,
  cancel,
  onRemoved,
}: {
  document: DocumentItem;
  cancel: { href: string } | { onClick: () => void };
  onRemoved: (message: string) => void;
}) {
  const t = useT();
  const to = useLocalePath();
  const fetcher = useFetcher<AccountActionData>();
  const error = fetcher.data && !fetcher.data.ok && 'error' in fetcher.data ? fetcher.data.error : null;
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onRemoved(fetcher.data.message);
  }, [fetcher.state, fetcher.data]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <fetcher.Form method="post" action={to('/my-account')}>
      <input type="hidden" name="intent" value="remove-document" />
      <input type="hidden" name="documentId" value={document.id} />
      <p className="mt-1 text-slate-800" dir="auto">
        {t('account.documents.removeText', { name: document.originalName })}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-md bg-red-700 px-5 py-2.5 font-bold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {t('account.documents.removeConfirm')}
        </button>
        {'href' in cancel ? (
          <Link to={cancel.href} className={secondaryButton}>
            {t('account.documents.keep')}
          </Link>
        ) : (
          <button type="button" data-autofocus onClick={cancel.onClick} className={secondaryButton}>
            {t('account.documents.keep')}
          </button>
        )}
      </div>
    </fetcher.Form>
  );
}
