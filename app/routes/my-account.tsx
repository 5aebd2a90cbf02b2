import '~/i18n/accounts-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { type ShouldRevalidateFunction, data, useSearchParams } from 'react-router';
import type { Route } from './+types/my-account';
import { AccountDetails, ReviewPanel } from '~/components/account/account-details';
import { DocumentsSection } from '~/components/account/documents-section';
import { LinkTabs } from '~/components/account/link-tabs';
import { MyBookings } from '~/components/account/my-bookings';
import type { AccountActionData } from '~/components/account/profile-form';
import { PageHero } from '~/components/content/page-hero';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { countForm } from '~/i18n/plural';
import { translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import {
  MAX_DOCUMENTS_PER_ACCOUNT,
  MAX_DOCUMENTS_PER_UPLOAD,
  addDocuments,
  findAccount,
  listDocuments,
  readDocumentUploads,
  removeDocument,
  updateProfile,
} from '~/modules/auth/account.server';
import { requireUser } from '~/modules/auth/guards.server';
import { profileSchema } from '~/modules/auth/profile-form';
import { groupBookings } from '~/modules/bookings/booking-groups';
import { findBookingsForCustomer } from '~/modules/bookings/customer-steps/customer-bookings.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { dubaiToday } from '~/utils/dubai-time';
import { notFound, readFormOrNull } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { recordId } from '~/utils/record-id';
import { keptPersonalPageHeaders } from '~/modules/auth/personal-pages.server';

/** A form of this page is never larger than its biggest upload plus room for the multipart framing. */
const MAX_FORM_BYTES = MAX_DOCUMENTS_PER_UPLOAD * 2 * 1024 * 1024 + 64 * 1024;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [account, documents, bookings] = await Promise.all([
    findAccount(user.id),
    listDocuments(user.id),
    findBookingsForCustomer(user.id),
  ]);
  if (!account) throw notFound();
  return data(
    {
      account: {
        fullName: account.fullName,
        email: account.email,
        phone: account.phone,
        birthDate: account.birthDate ?? '',
        licenceNumber: account.licenceNumber ?? '',
        licenceExpiry: account.licenceExpiry ?? '',
        passportNumber: account.passportNumber ?? '',
        passportExpiry: account.passportExpiry ?? '',
        residency: account.residency,
        trn: account.trn ?? '',
        reviewStatus: account.reviewStatus,
        reviewReason: account.reviewReason,
        createdAt: account.createdAt,
      },
      documents: documents.map(({ id, originalName, contentType, createdAt }) => ({
        id,
        originalName,
        contentType,
        createdAt,
      })),
      bookings: groupBookings(bookings, new Date()),
      maxPerUpload: MAX_DOCUMENTS_PER_UPLOAD,
    },
    { headers: keptPersonalPageHeaders },
  );
}

/**
 * Profile update, adding documents and removing one. With JavaScript each form is a fetcher and
 * gets its answer as data; without it, success returns to the page with the message in the alert
 * bar and a failure renders the page again with the input kept and the message shown.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const locale = pageLocale(context);
  const t = translator(locale);
  const isFetch = request.headers.get('Sec-Fetch-Mode') !== 'navigate';
  const fail = (intent: 'documents' | 'remove', error: string, status = 400) =>
    data<AccountActionData>({ intent, ok: false, error }, { status });
  const done = (intent: string, message: string) =>
    isFetch
      ? data<AccountActionData>({ intent, ok: true, message })
      : redirectWithFlash(localizePath('/my-account', locale), { kind: 'success', message });

  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_FORM_BYTES)
    return fail('documents', t('account.uploadTooLarge'), 413);
  const form = await readFormOrNull(request);
  if (!form) return fail('documents', t('error.server'));

  switch (form.get('intent')) {
    case 'profile': {
      const submission = parseWithZod(form, { schema: profileSchema({ t, today: dubaiToday() }) });
      if (submission.status !== 'success')
        return data<AccountActionData>({ intent: 'profile', ok: false, result: submission.reply() }, { status: 400 });
      const updated = await updateProfile(user.id, submission.value);
      return done(
        'profile',
        updated.backToReview
          ? `${t('account.profile.updated')} ${t('account.documents.resubmitted')}`
          : t('account.profile.updated'),
      );
    }
    case 'add-documents': {
      const upload = await readDocumentUploads(form, 'documents');
      if (!upload.ok) {
        if (upload.reason === 'none') return fail('documents', t('account.documents.required'));
        if (upload.reason === 'too_many')
          return fail('documents', t('account.documents.tooMany', { max: MAX_DOCUMENTS_PER_UPLOAD }));
        const messages = {
          type: 'account.documents.badType',
          size: 'account.documents.tooLarge',
          empty: 'account.documents.empty',
        } as const;
        return fail(
          'documents',
          upload.problems.map((problem) => t(messages[problem.reason], { name: problem.name })).join(' '),
        );
      }
      const added = await addDocuments(user.id, upload.files);
      if (!added.ok) return fail('documents', t('account.documents.accountFull', { max: MAX_DOCUMENTS_PER_ACCOUNT }));
      const uploaded = t(`account.documents.uploaded.${countForm(locale, upload.files.length)}`, {
        name: upload.files[0]?.name ?? '',
        count: upload.files.length,
      });
      return done('documents', added.resubmitted ? `${uploaded} ${t('account.documents.resubmitted')}` : uploaded);
    }
    case 'remove-document': {
      const removed = await removeDocument(user.id, recordId(form.get('documentId')) ?? 0);
      if (!removed.ok)
        return fail(
          'remove',
          t(removed.reason === 'last_document' ? 'account.documents.lastOne' : 'account.documents.notFound'),
        );
      return done('remove', t('account.documents.removed'));
    }
    default:
      return fail('documents', t('error.server'));
  }
}

// Switching tabs or opening a form changes only the query: the page's data is the same.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

// Kept per session while the site's data is unchanged (decision record 090).
export const headers: Route.HeadersFunction = () => keptPersonalPageHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('account.title'), noIndex: true });

export default function MyAccount({
  loaderData: { account, documents, bookings, maxPerUpload },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'bookings' ? 'bookings' : 'account';
  const editing = search.get('edit') === 'profile' || (actionData?.intent === 'profile' && !actionData.ok);
  const removingId = Number(search.get('remove')) || null;
  const page = to('/my-account');
  return (
    <article>
      <PageHero heading={t('account.title')} intro={account.fullName} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
        <LinkTabs
          idPrefix="account"
          label={t('account.tabsLabel')}
          active={tab}
          items={[
            {
              id: 'account',
              label: t('account.tabAccount'),
              href: page,
              panel: (
                <div className="grid gap-6">
                  <ReviewPanel status={account.reviewStatus} reason={account.reviewReason} />
                  <AccountDetails
                    account={account}
                    editing={editing}
                    lastResult={
                      actionData?.intent === 'profile' && !actionData.ok && 'result' in actionData
                        ? actionData.result
                        : undefined
                    }
                  />
                  <DocumentsSection
                    documents={documents}
                    actionData={actionData}
                    removingId={removingId}
                    maxPerUpload={maxPerUpload}
                    residency={account.residency}
                  />
                </div>
              ),
            },
            {
              id: 'bookings',
              label: t('account.tabBookings'),
              href: `${page}?tab=bookings`,
              panel: <MyBookings bookings={bookings} canBook={account.reviewStatus === 'approved'} />,
            },
          ]}
        />
      </div>
    </article>
  );
}
