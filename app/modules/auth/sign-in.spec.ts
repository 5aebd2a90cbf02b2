import { eq, like } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { rateLimits, sessions, users } from '~/db/schema';
import { action as loginAction, loader as loginLoader } from '~/routes/login';
import { action as logoutAction, loader as logoutLoader } from '~/routes/logout';
import { hashPassword } from './passwords.server';
import { limits } from './rate-limit.server';
import { signIn } from './sign-in.server';
import { routeArgs } from '../../../tests/factories/route-args';

const database = withTestDatabase();
const db = () => database.handle().db;

const PASSWORD = 'Secret#2026';
let counter = 0;
async function createUser(fullName = 'Layla Al Mansoori') {
  counter += 1;
  const email = `login-${counter}@example.ae`;
  const [user] = await db()
    .insert(users)
    .values({
      fullName,
      email,
      phone: `+97150300${String(counter).padStart(4, '0')}`,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning({ id: users.id });
  return { id: user.id, email };
}

let addressCounter = 0;
const freshAddress = () => `10.0.0.${++addressCounter}`;
const attempt = (email: string, password: string, clientAddress: string, now?: Date) =>
  signIn({ email, password, clientAddress, userAgent: 'vitest' }, now);
const sessionsOf = (userId: number) =>
  db().select({ idHash: sessions.idHash }).from(sessions).where(eq(sessions.userId, userId));
const cookieHeader = (setCookie: string) => setCookie.split(';')[0];

type Answer = {
  status: number;
  headers: Headers;
  body: {
    ok: boolean;
    result?: {
      error?: Record<string, string[] | null>;
      initialValue?: Record<string, unknown> | null;
    };
  };
};
async function answer(result: unknown): Promise<Answer> {
  if (result instanceof Response)
    return {
      status: result.status,
      headers: result.headers,
      body: { ok: true },
    };
  const value = result as {
    data: Answer['body'];
    init?: { status?: number; headers?: HeadersInit } | null;
  };
  return {
    status: value.init?.status ?? 200,
    headers: new Headers(value.init?.headers),
    body: value.data,
  };
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'x-client-address': '192.0.2.1', ...headers },
  });
}
const callLogin = (request: Request) => loginAction(routeArgs(request));
const callLogout = (request: Request) => logoutAction(routeArgs(request)) as Promise<Response>;

describe('signing in', () => {
  test('the right password starts a new session each time (the id rotates)', async () => {
    const user = await createUser();
    const first = await attempt(user.email, PASSWORD, freshAddress());
    const second = await attempt(` ${user.email.toUpperCase()} `, PASSWORD, freshAddress());
    expect(first).toMatchObject({
      ok: true,
      user: { id: user.id, fullName: 'Layla Al Mansoori' },
    });
    expect(second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(cookieHeader(first.cookie)).not.toBe(cookieHeader(second.cookie));
    expect(await sessionsOf(user.id)).toHaveLength(2);
    const [row] = await db().select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, user.id));
    expect(row.lastLoginAt).not.toBeNull();
  });

  test('a wrong password and an unknown email give the same answer', async () => {
    const user = await createUser();
    expect(await attempt(user.email, 'Wrong#2026', freshAddress())).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await attempt('nobody@example.ae', PASSWORD, freshAddress())).toEqual({ ok: false, reason: 'invalid' });
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  test('after 5 failures for one account from one address, that address is refused even the right password; another goes on', async () => {
    const user = await createUser();
    const address = freshAddress();
    const start = new Date('2027-05-01T10:00:00Z');
    for (let i = 0; i < limits.loginPerAccountAndAddress.limit; i++) {
      expect(await attempt(user.email, `Wrong#${i}`, address, new Date(start.getTime() + i * 1000))).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    const refused = await attempt(user.email, PASSWORD, address, new Date(start.getTime() + 60_000));
    expect(refused).toEqual({
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: 15 * 60 - 60,
    });
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expect((await attempt(user.email, PASSWORD, freshAddress(), new Date(start.getTime() + 61_000))).ok).toBe(true);
    // The window closes and the address may try again.
    expect((await attempt(user.email, PASSWORD, address, new Date(start.getTime() + 15 * 60_000))).ok).toBe(true);
  });

  test('100 wrong passwords sent at once for one account get at most 5 password checks', async () => {
    const user = await createUser();
    const address = freshAddress();
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(user.email, `Wrong#${i}`, address)),
    );
    const checked = outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'invalid');
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(limits.loginPerAccountAndAddress.limit);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'rate_limited')).toHaveLength(
      100 - checked.length,
    );
  });

  test('guessing from many addresses stops new browsers after 20, but a browser the account used before still signs in', async () => {
    const user = await createUser();
    const first = await attempt(user.email, PASSWORD, freshAddress());
    if (!first.ok) throw new Error('the first sign-in failed');
    expect(first.browser).toMatchObject({ userId: user.id });
    for (let i = 0; i < limits.loginPerAccountFromNewBrowsers.limit; i++) {
      expect(await attempt(user.email, `Wrong#${i}`, freshAddress())).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(await attempt(user.email, PASSWORD, freshAddress())).toMatchObject({
      ok: false,
      reason: 'rate_limited',
    });
    const known = await signIn({
      email: user.email,
      password: PASSWORD,
      clientAddress: freshAddress(),
      userAgent: 'vitest',
      knownBrowser: first.browser,
    });
    expect(known).toMatchObject({ ok: true, browser: first.browser });
    // Another account's browser is no key to this one.
    const other = await createUser();
    const stranger = await signIn({
      email: user.email,
      password: PASSWORD,
      clientAddress: freshAddress(),
      userAgent: 'vitest',
      knownBrowser: { userId: other.id, browserId: first.browser.browserId },
    });
    expect(stranger).toMatchObject({ ok: false, reason: 'rate_limited' });
  });

  test("a known browser's own wrong passwords are limited too", async () => {
    const user = await createUser();
    const first = await attempt(user.email, PASSWORD, freshAddress());
    if (!first.ok) throw new Error('the first sign-in failed');
    const fromKnown = (password: string) =>
      signIn({
        email: user.email,
        password,
        clientAddress: freshAddress(),
        userAgent: 'vitest',
        knownBrowser: first.browser,
      });
    for (let i = 0; i < limits.loginPerAccountAndAddress.limit; i++)
      expect(await fromKnown(`Wrong#${i}`)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    expect(await fromKnown(PASSWORD)).toMatchObject({
      ok: false,
      reason: 'rate_limited',
    });
  });

  test("a success forgets its address's failures and gives back its own count", async () => {
    const user = await createUser();
    const address = freshAddress();
    for (let i = 0; i < limits.loginPerAccountAndAddress.limit - 1; i++)
      await attempt(user.email, 'Wrong#2026', address);
    expect((await attempt(user.email, PASSWORD, address)).ok).toBe(true);
    expect(
      await db()
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, `login:account-address:${user.email}|${address}`)),
    ).toHaveLength(0);
    const [shared] = await db()
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:account-new-browsers:${user.email}`));
    expect(shared.hits).toBe(limits.loginPerAccountAndAddress.limit - 1);
    for (let i = 0; i < limits.loginPerAccountAndAddress.limit; i++)
      expect(await attempt(user.email, 'Wrong#2026', address)).toEqual({
        ok: false,
        reason: 'invalid',
      });
  });

  test('after 100 attempts from one address it is refused for every account, while other addresses go on', async () => {
    const address = freshAddress();
    for (let i = 0; i < limits.loginPerAddress.limit; i++) {
      expect(await attempt(`guess-${i}@example.ae`, 'Wrong#2026', address)).toEqual({ ok: false, reason: 'invalid' });
    }
    const user = await createUser();
    expect(await attempt(user.email, PASSWORD, address)).toMatchObject({
      ok: false,
      reason: 'rate_limited',
    });
    expect((await attempt(user.email, PASSWORD, freshAddress())).ok).toBe(true);
    await db().delete(rateLimits).where(like(rateLimits.key, 'login:address:%'));
  });
});

describe('the /login action', () => {
  test('a wrong password answers 400 with one generic message, the email kept and the password not sent back', async () => {
    const user = await createUser();
    const wrong = await answer(
      await callLogin(
        post('/login', {
          email: user.email,
          password: 'Wrong#2026',
          variant: 'dialog',
        }),
      ),
    );
    const unknown = await answer(
      await callLogin(
        post('/login', {
          email: 'nobody@example.ae',
          password: 'Wrong#2026',
          variant: 'dialog',
        }),
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.result?.error).toEqual({
      '': ['The email or password is incorrect.'],
    });
    expect(wrong.body.result?.initialValue).toMatchObject({
      email: user.email,
    });
    expect(JSON.stringify(wrong.body)).not.toContain('Wrong#2026');
    expect(unknown.status).toBe(400);
    expect(unknown.body.result?.error).toEqual(wrong.body.result?.error);
    expect(wrong.headers.get('Set-Cookie')).toBeNull();
  });

  test("empty fields answer 400 with the page's words or the dialog's", async () => {
    const page = await answer(await callLogin(post('/login', { email: '', password: '' })));
    expect(page.status).toBe(400);
    expect(page.body.result?.error).toEqual({
      email: ['email is required'],
      password: ['Password is required'],
    });
    const dialog = await answer(await callLogin(post('/login', { variant: 'dialog' })));
    expect(dialog.body.result?.error).toEqual({
      email: ['Please input your Email Address!'],
      password: ['Please input your Password!'],
    });
    const arabic = await answer(await callLogin(post('/ar/login', { email: 'x', password: 'y', variant: 'dialog' })));
    expect(arabic.body.result?.error).toEqual({
      email: ['البريد الإلكتروني المدخل غير صالح!'],
    });
  });

  test('a body that is not a form is answered with messages, not an error', async () => {
    const request = new Request('http://localhost/login', {
      method: 'POST',
      body: '{"email":1}',
      headers: {
        'Content-Type': 'application/json',
        'x-client-address': '192.0.2.9',
      },
    });
    expect((await answer(await callLogin(request))).status).toBe(400);
  });

  test("too many attempts answer 429 with the minutes to wait, in the page's language", async () => {
    const user = await createUser();
    const address = { 'x-client-address': freshAddress() };
    for (let i = 0; i < limits.loginPerAccountAndAddress.limit; i++)
      await callLogin(post('/login', { email: user.email, password: 'Wrong#2026' }, address));
    const english = await answer(await callLogin(post('/login', { email: user.email, password: PASSWORD }, address)));
    expect(english.status).toBe(429);
    expect(english.body.result?.error).toEqual({
      '': ['Too many attempts. Please try again in 15 minutes.'],
    });
    expect(Number(english.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
    const arabic = await answer(await callLogin(post('/ar/login', { email: user.email, password: PASSWORD }, address)));
    expect(arabic.body.result?.error).toEqual({
      '': ['محاولات كثيرة. يرجى المحاولة مرة أخرى بعد 15 دقيقة.'],
    });
  });

  test('from the page, success goes on to redirectTo with the session cookie and a welcome', async () => {
    const user = await createUser();
    const response = (await callLogin(
      post('/login', {
        email: user.email,
        password: PASSWORD,
        redirectTo: '/my-account',
      }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/my-account');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => /^session=.+HttpOnly/.test(cookie) && cookie.includes('SameSite=Lax'))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('flash='))).toBe(true);
  });

  test('from the page without a page asked for, a customer lands home and branch staff on their Today sheet', async () => {
    const customer = await createUser();
    const staff = await createUser('Desk Admin');
    await db()
      .update(users)
      .set({ roles: ['admin'] })
      .where(eq(users.id, staff.id));
    const land = async (email: string, path = '/login') =>
      (
        (await callLogin(post(path, { email, password: PASSWORD }, { 'x-client-address': freshAddress() }))) as Response
      ).headers.get('Location');
    expect(await land(customer.email)).toBe('/');
    expect(await land(staff.email)).toBe('/admin/today');
    expect(await land(staff.email, '/ar/login')).toBe('/ar/admin/today');
  });

  test('success marks the browser as known: with that cookie the owner signs in while guessing elsewhere holds new browsers', async () => {
    const user = await createUser();
    const first = (await callLogin(
      post('/login', { email: user.email, password: PASSWORD }, { 'x-client-address': freshAddress() }),
    )) as Response;
    const known = first.headers.getSetCookie().find((cookie) => cookie.startsWith('known_browser='));
    expect(known).toMatch(/HttpOnly/);
    expect(known).toMatch(/Max-Age=31536000/);
    for (let i = 0; i < limits.loginPerAccountFromNewBrowsers.limit; i++) {
      await callLogin(
        post('/login', { email: user.email, password: 'Wrong#2026' }, { 'x-client-address': freshAddress() }),
      );
    }
    const stranger = await answer(
      await callLogin(
        post('/login', { email: user.email, password: PASSWORD }, { 'x-client-address': freshAddress() }),
      ),
    );
    expect(stranger.status).toBe(429);
    const owner = await callLogin(
      post(
        '/login',
        { email: user.email, password: PASSWORD },
        { 'x-client-address': freshAddress(), Cookie: cookieHeader(known!) },
      ),
    );
    expect((owner as Response).status).toBe(302);
    // A cookie that was tampered with is no key. A character inside the value is changed: the last one
    // of base64 may carry only padding bits, and changing those would change nothing.
    const header = cookieHeader(known!);
    const at = header.indexOf('=') + 5;
    const forged = `${header.slice(0, at)}${header[at] === 'Q' ? 'g' : 'Q'}${header.slice(at + 1)}`;
    const tampered = await answer(
      await callLogin(
        post(
          '/login',
          { email: user.email, password: PASSWORD },
          { 'x-client-address': freshAddress(), Cookie: forged },
        ),
      ),
    );
    expect(tampered.status).toBe(429);
  });

  test.each([
    ['another site', '//evil.example/steal', '/'],
    ['an absolute URL', 'https://evil.example/', '/'],
    ['nothing', '', '/'],
  ])('given %s as redirectTo, success goes home instead', async (_, redirectTo, expected) => {
    const user = await createUser();
    const response = (await callLogin(
      post('/login', { email: user.email, password: PASSWORD, redirectTo }),
    )) as Response;
    expect(response.headers.get('Location')).toBe(expected);
  });

  test('an Arabic login goes to the Arabic home page', async () => {
    const user = await createUser();
    const response = (await callLogin(post('/ar/login', { email: user.email, password: PASSWORD }))) as Response;
    expect(response.headers.get('Location')).toBe('/ar');
  });

  test('from the dialog, success answers ok with the cookie (the page then reloads itself)', async () => {
    const user = await createUser();
    const reply = await answer(
      await callLogin(
        post('/login', {
          email: user.email,
          password: PASSWORD,
          variant: 'dialog',
        }),
      ),
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ok: true });
    expect(reply.headers.get('Set-Cookie')).toMatch(/^session=/);
  });

  test('logging in ends the session the browser already had: the old id is worthless', async () => {
    const user = await createUser();
    const other = await createUser('Omar');
    const before = (await callLogin(post('/login', { email: other.email, password: PASSWORD }))) as Response;
    const oldCookie = cookieHeader(before.headers.getSetCookie().find((cookie) => cookie.startsWith('session='))!);
    expect(await sessionsOf(other.id)).toHaveLength(1);

    const after = (await callLogin(
      post('/login', { email: user.email, password: PASSWORD }, { Cookie: oldCookie }),
    )) as Response;
    const newCookie = cookieHeader(after.headers.getSetCookie().find((cookie) => cookie.startsWith('session='))!);
    expect(newCookie).not.toBe(oldCookie);
    expect(await sessionsOf(other.id)).toHaveLength(0);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  test('a signed-in visitor of /login goes on to redirectTo, or home', async () => {
    const user = await createUser();
    const login = (await callLogin(post('/login', { email: user.email, password: PASSWORD }))) as Response;
    const cookie = cookieHeader(login.headers.getSetCookie().find((value) => value.startsWith('session='))!);
    const visit = async (path: string) => {
      try {
        await loginLoader(
          routeArgs(
            new Request(`http://localhost${path}`, {
              headers: { Cookie: cookie },
            }),
          ),
        );
        return null;
      } catch (thrown) {
        return (thrown as Response).headers.get('Location');
      }
    };
    expect(await visit('/login')).toBe('/');
    expect(await visit('/ar/login')).toBe('/ar');
    expect(await visit('/login?redirectTo=%2Fmy-account')).toBe('/my-account');
    expect(await visit('/login?redirectTo=%2F%2Fevil.example')).toBe('/');
    expect(await loginLoader(routeArgs(new Request('http://localhost/login?redirectTo=%2Fbill%2F1')))).toEqual({
      redirectTo: '/bill/1',
    });
  });
});

describe('the /logout action', () => {
  async function signedIn() {
    const user = await createUser();
    const response = (await callLogin(post('/login', { email: user.email, password: PASSWORD }))) as Response;
    return {
      user,
      cookie: cookieHeader(response.headers.getSetCookie().find((value) => value.startsWith('session='))!),
    };
  }

  test('deletes the session, clears the cookie and goes home from an ordinary page', async () => {
    const { user, cookie } = await signedIn();
    const response = await callLogout(post('/logout', { from: '/faq' }, { Cookie: cookie }));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(
      response.headers
        .getSetCookie()
        .some((value) => /^session=;/.test(value) && /Max-Age=0|Expires=Thu, 01 Jan 1970/.test(value)),
    ).toBe(true);
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  test('stays on a vehicle details page, and keeps the language', async () => {
    const { cookie } = await signedIn();
    expect(
      (await callLogout(post('/logout', { from: '/ar/details/4' }, { Cookie: cookie }))).headers.get('Location'),
    ).toBe('/ar/details/4');
    expect((await callLogout(post('/logout', { from: '/ar/fleet-guide' }))).headers.get('Location')).toBe('/ar');
    expect((await callLogout(post('/logout', { from: 'https://evil.example/' }))).headers.get('Location')).toBe('/');
  });

  test('a GET never logs out', async () => {
    const { user } = await signedIn();
    const response = (await logoutLoader()) as Response;
    expect(response.headers.get('Location')).toBe('/');
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });
});
