import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/admin-submission';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { PageHero } from '~/components/content/page-hero';
import { EntryFacts } from '~/components/inbox/entry-facts';
import { EntryHandlingPanel } from '~/components/inbox/entry-handling';
import { kindLabel } from '~/components/inbox/inbox-kind-nav';
import { localeFromPath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { detailText, isInboxKind } from '~/modules/inbox/inbox-kinds';
import { listChanges } from '~/modules/audit/audit-trail.server';
import { readHandlingChange } from '~/modules/inbox/inbox-handling-form';
import { changeHandling, listInboxStaff } from '~/modules/inbox/inbox-handling.server';
import { findInboxEntry } from '~/modules/inbox/inbox.server';
import { isThreadIntent, respondToThreadPost } from '~/modules/inbox/inbox-thread-actions.server';
import { listThread } from '~/modules/inbox/inbox-thread.server';
import { EntryThread } from '~/components/inbox/entry-thread';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { localizePath } from '~/i18n/locale';
import { notFound, readFormOrNull } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { recordId } from '~/utils/record-id';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaffScreen(request, 'admin-submission');
  const t = translator(pageLocale(context));
  const id = recordId(params.submissionId) ?? 0;
  const entry = isInboxKind(params.kind) && id > 0 ? await findInboxEntry(params.kind, id) : undefined;
  if (!entry) throw notFound();
  const words = { yes: t('inbox.yes'), no: t('inbox.no') };
  const handles = entry.kind !== 'newsletter';
  const [people, history, thread] = handles
    ? await Promise.all([listInboxStaff(), listChanges('submission', entry.id), listThread(entry.id)])
    : [[], [], []];
  const assignmentOf = (event: { action: string; actorId: number | null; changes: unknown }) => {
    const to =
      event.action === 'assigned'
        ? ((event.changes as { assignedTo?: { to: number | null } } | null)?.assignedTo?.to ?? null)
        : null;
    return { assigneeName: nameOf(to), tookIt: to !== null && to === event.actorId };
  };
  const nameOf = (userId: number | null) =>
    userId === null ? null : (people.find((person) => person.id === userId)?.fullName ?? null);
  return data(
    {
      handling: handles
        ? {
            staff: people,
            me: staff.id,
            assignedTo: entry.assignedTo,
            status: entry.status ?? 'new',
            startedAt: entry.startedAt?.toISOString() ?? null,
            startedByName: nameOf(entry.startedBy),
            handledAt: entry.handledAt?.toISOString() ?? null,
            handledByName: nameOf(entry.handledBy),
            history: history.map((event) => ({
              id: event.id,
              action: event.action,
              at: event.createdAt.toISOString(),
              by: event.actorName ?? event.actorEmail,
              ...assignmentOf(event),
            })),
          }
        : null,
      thread: handles
        ? {
            items: thread.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
            replyTo: entry.email,
            // In the sender's language: the reply goes out as staff write it.
            replySubject: `Re: ${translator(entry.locale === 'ar' ? 'ar' : 'en')(kindLabel(entry.kind))}`,
          }
        : null,
      entry: {
        ...entry,
        createdAt: entry.createdAt.toISOString(),
        handledAt: null,
        // The form's other answers as text (jsonb keeps keys in its own order, not the form's).
        details: Object.entries(entry.details).map(([label, value]) => ({ label, value: detailText(value, words) })),
      },
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffScreen(request, 'admin-submission');
  const locale = pageLocale(context);
  const t = translator(locale);
  const id = recordId(params.submissionId) ?? 0;
  if (!isInboxKind(params.kind) || params.kind === 'newsletter' || id <= 0) throw notFound();
  const back = localizePath(`/admin/inbox/${params.kind}/${id}`, locale);
  const form = await readFormOrNull(request);
  if (form && isThreadIntent(form.get('intent')))
    return respondToThreadPost(form, locale, staff, { kind: params.kind, id }, back);
  const change = form ? readHandlingChange(form, staff.id) : null;
  if (!change) return redirectWithFlash(back, { kind: 'error', message: t('inbox.handling.invalid') });
  const result = await changeHandling(params.kind, id, change, staff.id);
  if (!result.ok) {
    if (result.reason === 'not_found') throw notFound();
    return redirectWithFlash(back, { kind: 'error', message: t('inbox.handling.notStaff') });
  }
  const message = !result.changed ? t('inbox.handling.unchanged') : t(`inbox.handling.done.${change.intent}`);
  return redirectWithFlash(back, { kind: result.changed ? 'success' : 'info', message });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  const entry = args.loaderData?.entry;
  return pageMeta(args, {
    title: entry ? t('inbox.entryTitle', { kind: t(kindLabel(entry.kind)), id: entry.id }) : t('inbox.title'),
    noIndex: true,
  });
};

/** One entry of the inbox with everything that was sent. */
export default function AdminSubmission({ loaderData: { entry, handling, thread }, actionData }: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  const none = <span className="text-slate-600">{t('inbox.none')}</span>;
  const facts = [
    {
      label: t('inbox.received'),
      value: <time dateTime={entry.createdAt}>{formatDubaiDateTime(entry.createdAt, locale)}</time>,
    },
    ...(entry.kind === 'newsletter' ? [] : [{ label: t('inbox.name'), value: entry.name ?? none }]),
    {
      label: t('inbox.email'),
      value: entry.email ? (
        <a href={`mailto:${entry.email}`} className="text-navy-800 underline">
          {entry.email}
        </a>
      ) : (
        none
      ),
      ltr: true,
    },
    ...(entry.kind === 'newsletter'
      ? []
      : [
          {
            label: t('inbox.phone'),
            value: entry.phone ? (
              <a href={`tel:${entry.phone}`} className="text-navy-800 underline">
                {entry.phone}
              </a>
            ) : (
              none
            ),
            ltr: true,
          },
        ]),
    {
      label: t('inbox.language'),
      value:
        entry.locale === 'ar' ? t('inbox.language.ar') : entry.locale === 'en' ? t('inbox.language.en') : entry.locale,
    },
    ...(entry.kind === 'newsletter'
      ? []
      : [
          {
            label: t('inbox.account'),
            value: entry.user ? (
              <Link
                to={to(`/admin/accounts/${entry.user.id}`)}
                className="text-navy-800 underline"
                aria-label={t('inbox.openAccount', { name: entry.user.fullName })}
              >
                {entry.user.fullName} ({entry.user.email})
              </Link>
            ) : (
              <span className="text-slate-700">{t('inbox.noAccount')}</span>
            ),
          },
        ]),
  ];
  return (
    <article>
      <PageHero heading={t('inbox.entryTitle', { kind: t(kindLabel(entry.kind)), id: entry.id })} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-10">
        <Link
          to={to(`/admin/inbox/${entry.kind}`)}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('inbox.back')}
        </Link>

        <section
          aria-label={t('inbox.from')}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <EntryFacts items={facts} />
          {entry.kind === 'career' ? (
            <p className="mt-5 border-t border-slate-100 pt-4">
              <Link
                to={to(`/career-with-us/${entry.id}`)}
                className="inline-flex items-center gap-2 font-semibold text-navy-800 underline underline-offset-2"
              >
                <Icon name="file-text" className="h-4 w-4" />
                {t('inbox.careerLink')}
              </Link>
            </p>
          ) : null}
        </section>

        {entry.kind === 'newsletter' ? null : (
          <>
            <section
              aria-labelledby="entry-message"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="entry-message" className="mb-3 text-lg font-bold text-navy-900">
                {t('inbox.message')}
              </h2>
              {entry.message ? (
                <p className="whitespace-pre-wrap break-words text-slate-900" dir="auto">
                  {entry.message}
                </p>
              ) : (
                none
              )}
            </section>
            <section
              aria-labelledby="entry-details"
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="entry-details" className="mb-3 text-lg font-bold text-navy-900">
                {t('inbox.details')}
              </h2>
              {entry.details.length ? (
                <EntryFacts
                  items={entry.details.map((detail) => ({ label: detail.label, value: detail.value || none }))}
                />
              ) : (
                <p className="text-slate-700">{t('inbox.noDetails')}</p>
              )}
            </section>
          </>
        )}

        {handling ? <EntryHandlingPanel handling={handling} /> : null}
        {thread ? (
          <EntryThread
            items={thread.items}
            replyTo={thread.replyTo}
            replySubject={thread.replySubject}
            noteResult={actionData && 'note' in actionData ? actionData.note : undefined}
            replyResult={actionData && 'reply' in actionData ? actionData.reply : undefined}
          />
        ) : null}
      </div>
    </article>
  );
}
