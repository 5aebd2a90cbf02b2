import '~/i18n/accounts-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/staff-invitation';
import { PageHero } from '~/components/content/page-hero';
import { AcceptInvitationForm } from '~/components/staff/accept-invitation-form';
import type { MessageKey } from '~/i18n/en';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { isCommonPassword } from '~/modules/auth/common-passwords.server';
import { landingPath } from '~/modules/auth/landing';
import { createSession } from '~/modules/auth/sessions.server';
import { acceptInvitationSchema } from '~/modules/auth/staff-invitation-form';
import { acceptInvitation, findInvitation } from '~/modules/auth/staff-invitations.server';
import { recordSignIn } from '~/modules/auth/users.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { readFormOrNull } from '~/utils/http.server';
import { phoneToE164 } from '~/utils/phone.server';
import { pageLocale } from '~/utils/request-page';

// The address holds a live secret: never cached, never sent on as a referrer.
const secretHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

/** The link in the invitation mail: the invitation's name, email and roles, or why it no longer works. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const t = translator(pageLocale(context));
  const invitation = await findInvitation(params.token ?? '');
  if (!invitation) return data({ invitation: null }, { status: 410, headers: secretHeaders });
  const roles = invitation.roles.map((role) => t(`management.role.${role}` as MessageKey)).join(', ');
  return data(
    { invitation: { fullName: invitation.fullName, email: invitation.email, roles } },
    { headers: secretHeaders },
  );
}

/** Accepting: the account is made with the invited roles, the new staff member is signed in and lands where their work starts. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormOrNull(request);
  if (!form) return data({ result: undefined, refused: t('error.server') }, { status: 400, headers: secretHeaders });
  const submission = parseWithZod(form, { schema: acceptInvitationSchema(t, isCommonPassword) });
  if (submission.status !== 'success')
    return data(
      { result: submission.reply({ hideFields: ['password', 'confirm'] }), refused: undefined },
      { status: 400, headers: secretHeaders },
    );
  const phone = phoneToE164(submission.value.phone);
  if (!phone) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { phone: [t('invite.phoneInvalid')] },
          hideFields: ['password', 'confirm'],
        }),
        refused: undefined,
      },
      { status: 400, headers: secretHeaders },
    );
  }
  const accepted = await acceptInvitation({
    token: params.token ?? '',
    phone,
    password: submission.value.password!,
    locale,
  });
  if (!accepted.ok) {
    return data(
      {
        result: undefined,
        refused: t(accepted.reason === 'account_exists' ? 'invite.alreadyAccount' : 'invite.invalid'),
      },
      { status: 410, headers: secretHeaders },
    );
  }
  const cookie = await createSession(accepted.userId, accepted.roles, request.headers.get('User-Agent'));
  await recordSignIn(accepted.userId, new Date(), locale);
  const headers = new Headers(secretHeaders);
  headers.append('Set-Cookie', cookie);
  return redirectWithFlash(
    localizePath(landingPath(accepted.roles), locale),
    { kind: 'success', message: t('invite.welcome', { name: accepted.fullName }) },
    { headers },
  );
}

export const headers: Route.HeadersFunction = () => secretHeaders;

// No canonical or sharing tags: they would repeat the secret address.
export const meta: Route.MetaFunction = ({ location }) => {
  const t = translator(localeFromPath(location.pathname));
  return [{ title: `${t('invite.acceptTitle')} | ${t('site.name')}` }, { name: 'robots', content: 'noindex' }];
};

export default function StaffInvitationPage({ loaderData: { invitation }, actionData }: Route.ComponentProps) {
  const t = useT();
  const refused = actionData?.refused;
  return (
    <article>
      <PageHero
        heading={t('invite.acceptTitle')}
        intro={
          invitation && !refused
            ? t('invite.acceptIntro', { name: invitation.fullName, roles: invitation.roles })
            : undefined
        }
      />
      <div className="mx-auto max-w-md px-4 py-10">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          {invitation && !refused ? (
            <AcceptInvitationForm email={invitation.email} lastResult={actionData?.result} />
          ) : (
            <p role="alert" className="font-semibold text-red-700">
              {refused ?? t('invite.invalid')}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
