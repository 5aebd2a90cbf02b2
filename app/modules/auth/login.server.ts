import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { type Locale, localeFromPath, localizePath, stripLocale } from '~/i18n/locale';
import { type Translate, translator } from '~/i18n/translate';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { clientAddress, safeRedirectPath, readFormOrNull } from '~/utils/http.server';
import { landingPath } from './landing';
import { type LoginReply, type LoginVariant, isLoginVariant, loginMessages, loginSchema } from './login-form';
import { knownBrowserHeader, readKnownBrowser } from './known-browser-cookie.server';
import { PASSWORD_MAX_LENGTH } from './password-rule';
import { minutesToWait } from './rate-limit.server';
import { destroySession } from './sessions.server';
import { signIn } from './sign-in.server';

/** A body that cannot be read as a form is treated as an empty form: messages, never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  return (await readFormOrNull(request)) ?? new FormData();
}

export function rateLimitedMessage(t: Translate, locale: Locale, retryAfterSeconds: number) {
  const minutes = minutesToWait({ retryAfterSeconds });
  const form = new Intl.PluralRules(locale).select(minutes);
  return t(form === 'zero' ? 'login.rateLimited.other' : `login.rateLimited.${form}`, { minutes });
}

/**
 * The /login action, for the page and the dialog. Failures answer 400 (429 when rate limited) with
 * the email kept and the password never sent back; a wrong email and a wrong password read the
 * same. Success replaces any session this browser had with a new one: from the page it goes on to
 * `redirectTo` (a path on this site, else home); the dialog gets `ok` and reloads the page it is on.
 */
export async function handleLoginPost(request: Request, locale: Locale) {
  const t = translator(locale);
  const form = await readForm(request);
  const variantField = form.get('variant');
  const variant: LoginVariant = isLoginVariant(variantField) ? variantField : 'page';
  const submission = parseWithZod(form, { schema: loginSchema(t, variant) });
  const refuse = (message: string | null, status: number, headers?: HeadersInit) =>
    data<LoginReply>(
      {
        ok: false,
        result: submission.reply({
          formErrors: message ? [message] : undefined,
          hideFields: ['password'],
        }),
      },
      { status, headers },
    );

  if (submission.status !== 'success') return refuse(null, 400);
  const { email, password } = submission.value;
  // No account can have a longer password, and hashing a huge one costs; the answer is the usual one.
  if (password.length > PASSWORD_MAX_LENGTH) return refuse(t(loginMessages.failed), 400);

  const outcome = await signIn({
    email,
    password,
    clientAddress: clientAddress(request),
    userAgent: request.headers.get('User-Agent'),
    locale,
    knownBrowser: await readKnownBrowser(request),
  });
  if (!outcome.ok && outcome.reason === 'rate_limited') {
    return refuse(rateLimitedMessage(t, locale, outcome.retryAfterSeconds), 429, {
      'Retry-After': String(outcome.retryAfterSeconds),
    });
  }
  if (!outcome.ok && outcome.reason === 'closed') return refuse(t(loginMessages.closed), 403);
  if (!outcome.ok) return refuse(t(loginMessages.failed), 400);

  // The session this browser had before (perhaps someone else's) ends here, not just its cookie.
  await destroySession(request);
  const headers = new Headers([
    ['Set-Cookie', outcome.cookie],
    ['Set-Cookie', await knownBrowserHeader(outcome.browser)],
  ]);
  if (variant === 'dialog') return data<LoginReply>({ ok: true }, { headers });
  const target = safeRedirectPath(form.get('redirectTo'), localizePath(landingPath(outcome.user.roles), locale));
  return redirectWithFlash(
    target,
    {
      kind: 'success',
      message: t('login.welcome', { name: outcome.user.fullName }),
    },
    { headers },
  );
}

/**
 * Where Logout goes (the spec): the home page of the page's language, except that a vehicle
 * details page stays where it is. `from` is the page the button was on.
 */
export function logoutDestination(from: unknown): string {
  const path = safeRedirectPath(from, '/');
  const pathname = path.split(/[?#]/, 1)[0];
  const bare = stripLocale(pathname);
  if (bare === '/details' || bare.startsWith('/details/') || bare.startsWith('/details-master/')) return path;
  return localizePath('/', localeFromPath(pathname));
}

/** The /logout action: the session row is deleted, the cookie cleared, and the browser sent on. */
export async function handleLogoutPost(request: Request) {
  const form = await readForm(request);
  const cookie = await destroySession(request);
  const to = logoutDestination(form.get('from'));
  const t = translator(localeFromPath(to));
  return redirectWithFlash(to, { kind: 'success', message: t('logout.done') }, { headers: { 'Set-Cookie': cookie } });
}
