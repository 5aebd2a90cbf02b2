import '~/i18n/accounts-messages';
import { Icon } from '~/components/icons/icon';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/management';
import { formatDubaiDateTime } from '~/utils/dubai-time';
import { RoleForm } from '~/components/account/role-form';
import { InviteStaffForm } from '~/components/staff/invite-staff-form';
import { PageHero } from '~/components/content/page-hero';
import { inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { isRole } from '~/modules/auth/permissions';
import { invitationSchema } from '~/modules/auth/staff-invitation-form';
import { inviteStaff, listOpenInvitations, withdrawInvitation } from '~/modules/auth/staff-invitations.server';
import {
  ACCOUNTS_PAGE,
  readStaffRoles,
  recentRoleChanges,
  searchAccounts,
  setStaffRoles,
} from '~/modules/auth/staff-roles.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { pageMeta } from '~/utils/meta';
import { pageLocale } from '~/utils/request-page';
import { recordId } from '~/utils/record-id';
import { readFormOrNull } from '~/utils/http.server';
import { ColumnHeads } from '~/components/tables/column-heads';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

export async function loader({ request, url }: Route.LoaderArgs) {
  const owner = await requireStaffScreen(request, 'management');
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const [accounts, changes, invitations] = await Promise.all([
    searchAccounts(query),
    recentRoleChanges(),
    listOpenInvitations(),
  ]);
  return data(
    { me: owner.id, query, accounts, changes, invitations, pageSize: ACCOUNTS_PAGE },
    { headers: privateHeaders },
  );
}

type ActionReply = { userId: number | null; error?: string; invite?: SubmissionResult<string[]> };

/**
 * Saves one person's staff roles (refusals such as the own owner role or the last owner come back
 * beside that person's form), invites a new staff member, or withdraws an invitation.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireStaffScreen(request, 'management');
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormOrNull(request);
  const here = localizePath('/management', locale);
  const intent = form?.get('intent');
  if (form && intent === 'invite') {
    const submission = parseWithZod(form, { schema: invitationSchema(t) });
    if (submission.status !== 'success')
      return data<ActionReply>({ userId: null, invite: submission.reply() }, { status: 400 });
    const invited = await inviteStaff({ actorId: owner.id, ...submission.value, locale });
    if (!invited.ok) {
      if (invited.reason === 'not_owner')
        return data<ActionReply>({ userId: null, error: t('error.forbidden') }, { status: 403 });
      return data<ActionReply>(
        { userId: null, invite: submission.reply({ fieldErrors: { email: [t('invite.accountExists')] } }) },
        { status: 400 },
      );
    }
    return redirectWithFlash(here, { kind: 'success', message: t('invite.sent', { email: submission.value.email }) });
  }
  if (form && intent === 'withdrawInvitation') {
    const withdrawn = await withdrawInvitation(recordId(form.get('invitationId')) ?? 0);
    return redirectWithFlash(
      here,
      withdrawn ? { kind: 'success', message: t('invite.withdrawn') } : { kind: 'error', message: t('invite.notOpen') },
    );
  }
  const userId = recordId(form?.get('userId')) ?? 0;
  if (!form || !Number.isSafeInteger(userId) || userId <= 0)
    return data<ActionReply>({ userId: null, error: t('error.server') }, { status: 400 });
  const query = String(form.get('q') ?? '').slice(0, 200);
  const result = await setStaffRoles({
    actorId: owner.id,
    actorSessionIdHash: owner.sessionIdHash,
    userId,
    roles: readStaffRoles(form.getAll('roles')),
    reason: String(form.get('reason') ?? ''),
  });
  if (!result.ok) {
    const messages = {
      not_found: 'management.notFound',
      own_owner: 'management.ownOwner',
      last_owner: 'management.lastOwner',
      not_owner: 'error.forbidden',
    } as const;
    return data<ActionReply>(
      { userId, error: t(messages[result.reason]) },
      { status: result.reason === 'not_owner' ? 403 : 400 },
    );
  }
  const back = `${localizePath('/management', locale)}${query ? `?q=${encodeURIComponent(query)}` : ''}`;
  return redirectWithFlash(back, {
    kind: result.changed ? 'success' : 'info',
    message: t(result.changed ? 'management.saved' : 'management.unchanged', { name: result.fullName }),
  });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('management.title'), noIndex: true });

const roleNames = (t: (key: MessageKey) => string, value: unknown) =>
  Array.isArray(value)
    ? value.map((role) => (isRole(role) ? t(`management.role.${role}` as MessageKey) : String(role))).join(', ')
    : '';

/** The owner's page: find people by email, set their staff roles, and see the latest changes with who made them. */
export default function Management({
  loaderData: { me, query, accounts, changes, invitations, pageSize },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <article>
      <PageHero heading={t('management.title')} intro={t('management.intro')} />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-10">
        <section aria-labelledby="invite-heading">
          <h2 id="invite-heading" className="text-xl font-bold text-navy-900">
            {t('invite.title')}
          </h2>
          <p className="mt-1 mb-3 text-sm text-slate-700">{t('invite.intro')}</p>
          <InviteStaffForm lastResult={actionData?.invite} />
          <h3 className="mt-5 mb-2 font-bold text-navy-900">{t('invite.open')}</h3>
          {invitations.length ? (
            <ul className="space-y-2">
              {invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200"
                >
                  <p className="min-w-0 text-sm text-slate-800">
                    {t('invite.openLine', {
                      name: invitation.fullName,
                      email: invitation.email,
                      roles: roleNames(t, invitation.roles),
                      by: invitation.invitedByName,
                      until: formatDubaiDateTime(invitation.expiresAt, locale),
                    })}
                  </p>
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdrawInvitation" />
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button
                      type="submit"
                      aria-label={t('invite.withdrawNamed', { name: invitation.fullName })}
                      className="rounded-md px-4 py-2 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100"
                    >
                      {t('invite.withdraw')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">{t('invite.none')}</p>
          )}
        </section>

        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor="management-q" className="mb-1 block text-sm font-semibold text-navy-900">
              {t('management.search')}
            </label>
            <input
              id="management-q"
              name="q"
              type="search"
              defaultValue={query}
              autoComplete="off"
              dir="ltr"
              className={inputClass}
            />
          </div>
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-5 py-2.5 font-bold text-white hover:bg-navy-800"
          >
            <Icon name="search" className="h-4 w-4" />
            {t('management.searchButton')}
          </button>
          {query ? (
            <Link
              to={to('/management')}
              className="px-2 py-2.5 font-semibold text-navy-800 underline underline-offset-2"
            >
              {t('management.clear')}
            </Link>
          ) : null}
        </Form>

        <section aria-labelledby="accounts-heading">
          <h2 id="accounts-heading" className="text-xl font-bold text-navy-900">
            {t('management.accounts')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('management.signOutNote')}</p>
          {actionData && actionData.userId === null ? (
            <p role="alert" className="mt-3 font-semibold text-red-700">
              {actionData.error}
            </p>
          ) : null}
          {accounts.length ? (
            <ul className="mt-4 space-y-3">
              {accounts.map((account) => (
                <RoleForm
                  key={account.id}
                  account={account}
                  isSelf={account.id === me}
                  query={query}
                  error={actionData?.userId === account.id ? actionData.error : undefined}
                />
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-md bg-white px-4 py-3 text-slate-700 ring-1 ring-slate-200">
              {t('management.noMatch')}
            </p>
          )}
          {accounts.length >= pageSize ? (
            <p className="mt-3 text-sm text-slate-700">{t('management.showing', { n: pageSize })}</p>
          ) : null}
        </section>

        <section aria-labelledby="changes-heading">
          <h2 id="changes-heading" className="mb-3 text-xl font-bold text-navy-900">
            {t('management.history')}
          </h2>
          {changes.length ? (
            <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
              <table className="w-full min-w-[44rem] text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <ColumnHeads
                    headings={[
                      'review.when',
                      'review.who',
                      'management.account',
                      'management.from',
                      'management.to',
                      'management.reasonColumn',
                    ]}
                  />
                </thead>
                <tbody className="divide-y divide-slate-200 bg-white">
                  {changes.map((change) => (
                    <tr key={change.id} className="align-top">
                      <td className="px-3 py-2 whitespace-nowrap">{formatDubaiDateTime(change.createdAt, locale)}</td>
                      <td className="px-3 py-2" dir="auto">
                        {change.actorName ?? t('review.system')}
                      </td>
                      <td className="px-3 py-2">
                        <span dir="auto">{change.userName}</span>
                        <span className="block text-xs break-all text-slate-600">
                          <bdi>{change.userEmail}</bdi>
                        </span>
                      </td>
                      <td className="px-3 py-2">{roleNames(t, change.details?.from)}</td>
                      <td className="px-3 py-2">{roleNames(t, change.details?.to)}</td>
                      <td className="px-3 py-2 break-words" dir="auto">
                        {change.reason ?? ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-slate-700">{t('management.noHistory')}</p>
          )}
        </section>
      </div>
    </article>
  );
}
