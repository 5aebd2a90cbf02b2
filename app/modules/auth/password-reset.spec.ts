import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, test, vi } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { accountEvents, outboxMessages, passwordResetTokens, rateLimits, sessions, users } from '~/db/schema';
import { env } from '~/modules/config/env.server';
import { action as forgotAction } from '~/routes/forgot-password';
import { action as resetAction, loader as resetLoader } from '~/routes/reset-password';
import { hashPassword, verifyPassword } from './passwords.server';
import {
  RESET_TOKEN_TTL_MS,
  completePasswordReset,
  findResetToken,
  requestPasswordReset,
} from './password-reset.server';
import { hitRateLimit, limits } from './rate-limit.server';
import { sha256 } from './secrets.server';
import { createSession } from './sessions.server';
import { routeArgs } from '../../../tests/factories/route-args';

const database = withTestDatabase();
const db = () => database.handle().db;

const OLD_PASSWORD = 'Secret#2026';
const NEW_PASSWORD = 'Fresh#Start2027';
let counter = 0;
async function createUser() {
  counter += 1;
  const email = `reset-${counter}@example.ae`;
  const [user] = await db()
    .insert(users)
    .values({
      fullName: `Rashid Reset ${counter}`,
      email,
      phone: `+97150400${String(counter).padStart(4, '0')}`,
      passwordHash: await hashPassword(OLD_PASSWORD),
    })
    .returning({ id: users.id, fullName: users.fullName });
  return { ...user, email };
}

let addressCounter = 0;
const freshAddress = () => `10.1.0.${++addressCounter}`;
const mailsTo = (to: string) =>
  db().select().from(outboxMessages).where(eq(outboxMessages.recipient, to)).orderBy(desc(outboxMessages.id));
const tokensOf = (userId: number) =>
  db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)).orderBy(passwordResetTokens.id);

/** Asks for a link the way the form does and reads the token out of the mail. */
async function linkFor(email: string, options: { now?: Date; locale?: 'en' | 'ar' } = {}) {
  const result = await requestPasswordReset(
    { email, clientAddress: freshAddress(), locale: options.locale ?? 'en' },
    options.now,
  );
  if (!result.ok) throw new Error('rate limited');
  await result.mailed;
  const [mail] = await mailsTo(email);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\/([A-Za-z0-9_-]+)/);
  return { mail, link: link![0], token: link![1] };
}

describe('asking for a reset link', () => {
  test('mails a one-hour link and keeps only the hash of its token', async () => {
    const user = await createUser();
    const now = new Date();
    const { mail, link, token } = await linkFor(user.email, { now });
    expect(link).toBe(`${env().APP_URL}/reset-password/${token}`);
    expect(mail.subject).toBe('Reset your Oasis Rent A Car password');
    expect(mail.text).toContain(`Dear ${user.fullName},`);
    // An HTML part with the link as a button, beside the plain text.
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Choose a new password');
    const [row] = await tokensOf(user.id);
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt).toEqual(new Date(now.getTime() + RESET_TOKEN_TTL_MS));
    expect(row.usedAt).toBeNull();
  });

  test('an Arabic request gets an Arabic mail with an Arabic link', async () => {
    const user = await createUser();
    const { mail, link } = await linkFor(user.email, { locale: 'ar' });
    expect(link).toContain('/ar/reset-password/');
    expect(mail.text).toContain('مرحباً');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('اختر كلمة مرور جديدة');
  });

  test('an unknown email gets the same answer, and nothing is stored or sent', async () => {
    const result = await requestPasswordReset({
      email: 'nobody-here@example.ae',
      clientAddress: freshAddress(),
      locale: 'en',
    });
    expect(result.ok).toBe(true);
    expect(await mailsTo('nobody-here@example.ae')).toHaveLength(0);
  });

  test('a new link makes the older unused one worthless', async () => {
    const user = await createUser();
    const first = await linkFor(user.email);
    const second = await linkFor(user.email);
    expect(await findResetToken(first.token)).toBeNull();
    expect(await findResetToken(second.token)).toMatchObject({
      userId: user.id,
      email: user.email,
    });
  });

  test('after 3 requests an hour for one email the answer stays the same but no more mail goes out', async () => {
    const user = await createUser();
    for (let i = 0; i < limits.resetPerEmail.limit; i++) await linkFor(user.email);
    const extra = await requestPasswordReset({
      email: user.email.toUpperCase(),
      clientAddress: freshAddress(),
      locale: 'en',
    });
    expect(extra.ok).toBe(true);
    expect(await mailsTo(user.email)).toHaveLength(limits.resetPerEmail.limit);
  });

  test('after 10 requests an hour from one address the address is told to wait', async () => {
    const address = freshAddress();
    for (let i = 0; i < limits.resetPerAddress.limit; i++) {
      expect(
        (
          await requestPasswordReset({
            email: `flood-${i}@example.ae`,
            clientAddress: address,
            locale: 'en',
          })
        ).ok,
      ).toBe(true);
    }
    expect(
      await requestPasswordReset({
        email: 'flood-x@example.ae',
        clientAddress: address,
        locale: 'en',
      }),
    ).toMatchObject({ ok: false, reason: 'rate_limited' });
  });
});

describe('the reset link', () => {
  test('works until its hour is over', async () => {
    const user = await createUser();
    const start = new Date('2027-06-01T09:00:00Z');
    const { token } = await linkFor(user.email, { now: start });
    expect(await findResetToken(token, new Date(start.getTime() + RESET_TOKEN_TTL_MS - 1000))).toMatchObject({
      userId: user.id,
    });
    expect(await findResetToken(token, new Date(start.getTime() + RESET_TOKEN_TTL_MS))).toBeNull();
    const late = await completePasswordReset(
      { token, email: user.email, password: NEW_PASSWORD, locale: 'en' },
      new Date(start.getTime() + RESET_TOKEN_TTL_MS + 1000),
    );
    expect(late).toEqual({ ok: false, reason: 'invalid' });
    expect(
      await verifyPassword(
        (await db().select().from(users).where(eq(users.id, user.id)))[0].passwordHash,
        OLD_PASSWORD,
      ),
    ).toBe(true);
  });

  test.each([
    ['empty', ''],
    ['too short', 'abc'],
    ['not URL-safe', `${'a'.repeat(42)}/`],
    ['unknown', 'a'.repeat(43)],
  ])('an %s token finds nothing', async (_, token) => {
    expect(await findResetToken(token)).toBeNull();
  });

  test('sets the new password once, ends every session and tells the owner', async () => {
    const user = await createUser();
    await createSession(user.id, ['customer'], 'phone');
    await createSession(user.id, ['customer'], 'laptop');
    for (let i = 0; i < 4; i++)
      await hitRateLimit(`login:account-address:${user.email}|192.0.2.7`, limits.loginPerAccountAndAddress);
    await hitRateLimit(`login:account-new-browsers:${user.email}`, limits.loginPerAccountFromNewBrowsers);
    const { token } = await linkFor(user.email);

    expect(
      await completePasswordReset({
        token,
        email: ` ${user.email.toUpperCase()} `,
        password: NEW_PASSWORD,
        locale: 'en',
      }),
    ).toEqual({ ok: true });
    const [row] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(row.passwordHash, OLD_PASSWORD)).toBe(false);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await tokensOf(user.id))[0].usedAt).not.toBeNull();
    expect(
      await db()
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `login:%${user.email}%`)),
    ).toHaveLength(0);
    expect(
      await db()
        .select({ kind: accountEvents.kind, actorId: accountEvents.actorId })
        .from(accountEvents)
        .where(eq(accountEvents.userId, user.id)),
    ).toEqual([{ kind: 'password_reset', actorId: user.id }]);
    const [notice] = await mailsTo(user.email);
    expect(notice.subject).toBe('Your Oasis Rent A Car password was changed');
    expect(notice.text).not.toContain(NEW_PASSWORD);

    // A second use of the same link fails and changes nothing.
    expect(await findResetToken(token)).toBeNull();
    expect(
      await completePasswordReset({
        token,
        email: user.email,
        password: 'Other#Pass2028',
        locale: 'en',
      }),
    ).toEqual({ ok: false, reason: 'invalid' });
    const [still] = await db().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(still.passwordHash, NEW_PASSWORD)).toBe(true);
  });

  test('two submits of one link at the same moment: exactly one wins', async () => {
    const user = await createUser();
    const { token } = await linkFor(user.email);
    const results = await Promise.all([
      completePasswordReset({
        token,
        email: user.email,
        password: 'First#Pass2027',
        locale: 'en',
      }),
      completePasswordReset({
        token,
        email: user.email,
        password: 'Second#Pass2027',
        locale: 'en',
      }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(accountEvents)
        .where(and(eq(accountEvents.userId, user.id), eq(accountEvents.kind, 'password_reset'))),
    ).toHaveLength(1);
  });

  test("an email that is not the link's account is refused, and the link still works", async () => {
    const user = await createUser();
    const other = await createUser();
    const { token } = await linkFor(user.email);
    expect(
      await completePasswordReset({
        token,
        email: other.email,
        password: NEW_PASSWORD,
        locale: 'en',
      }),
    ).toEqual({ ok: false, reason: 'email_mismatch' });
    expect(await findResetToken(token)).not.toBeNull();
  });
});

describe('the reset routes', () => {
  const request = (path: string, fields?: Record<string, string>, headers: Record<string, string> = {}) =>
    new Request(
      `http://localhost${path}`,
      fields
        ? {
            method: 'POST',
            body: new URLSearchParams(fields),
            headers: { 'x-client-address': freshAddress(), ...headers },
          }
        : { headers },
    );
  const args = (req: Request, params: Record<string, string> = {}) => routeArgs(req, params);
  const settle = async (work: () => unknown) => {
    try {
      return await work();
    } catch (thrown) {
      return thrown;
    }
  };
  const body = (result: unknown) =>
    (result as { data: unknown }).data as {
      ok?: boolean;
      message?: string;
      result?: {
        error?: Record<string, string[] | null>;
        initialValue?: Record<string, unknown>;
      };
    };
  const status = (result: unknown) =>
    result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);

  test('the request answers the same words for an account and for nobody', async () => {
    const user = await createUser();
    const known = await forgotAction(args(request('/forgot-password', { email: user.email, variant: 'dialog' })));
    const unknown = await forgotAction(
      args(
        request('/forgot-password', {
          email: 'ghost@example.ae',
          variant: 'dialog',
        }),
      ),
    );
    expect(body(known)).toEqual({
      ok: true,
      message:
        'If an account exists for that email, we have sent a link to reset your password. The link is valid for one hour.',
    });
    expect(body(unknown)).toEqual(body(known));
    // The page (no JavaScript) moves to its 'sent' state.
    const page = (await forgotAction(args(request('/ar/forgot-password', { email: 'ghost@example.ae' })))) as Response;
    expect(page.headers.get('Location')).toBe('/ar/forgot-password?sent=1');
  });

  test('the answer does not wait for the link to be made, so a known and an unknown address take the same time', async () => {
    const user = await createUser();
    // Making the link (a transaction) is held until released: the answer must come first.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.handle().db.transaction.bind(database.handle().db);
    const held = vi.spyOn(database.handle().db, 'transaction').mockImplementation(async (work, config) => {
      await gate;
      return transaction(work, config);
    });
    const answered = requestPasswordReset({ email: user.email, clientAddress: freshAddress(), locale: 'en' });
    const first = await Promise.race([
      answered.then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 5_000)),
    ]);
    expect(first).toBe('answered');
    release();
    const result = await answered;
    if (!result.ok) throw new Error('rate limited');
    await result.mailed;
    held.mockRestore();
    expect(await tokensOf(user.id)).toHaveLength(1);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  test('the request checks the email, and tells an address over its limit to wait', async () => {
    const empty = await forgotAction(args(request('/forgot-password', { email: '' })));
    expect(status(empty)).toBe(400);
    expect(body(empty).result?.error).toEqual({
      email: ['Please input your Email Address!'],
    });
    const address = { 'x-client-address': freshAddress() };
    for (let i = 0; i < limits.resetPerAddress.limit; i++)
      await forgotAction(args(request('/forgot-password', { email: `many-${i}@example.ae` }, address)));
    const limited = await forgotAction(
      args(request('/forgot-password', { email: 'one-more@example.ae', variant: 'dialog' }, address)),
    );
    expect(status(limited)).toBe(429);
    expect(body(limited).result?.error?.['']?.[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });

  test("a good link shows the form with the account's name and email, and nothing more", async () => {
    const user = await createUser();
    const { token } = await linkFor(user.email);
    expect(await resetLoader(args(request(`/reset-password/${token}`), { token }))).toEqual({
      username: user.fullName,
      email: user.email,
    });
    expect(await resetLoader(args(request(`/ar/home/${token}`), { token }))).toEqual({
      username: user.fullName,
      email: user.email,
    });
  });

  test.each([
    ['/reset-password/not-a-token', 'not-a-token', '/?notice=reset-link-invalid'],
    ['/ar/home/not-a-token', 'not-a-token', '/ar?notice=reset-link-invalid'],
    ['/reset-password', undefined, '/'],
    ['/ar/home', undefined, '/ar'],
  ])('%s goes to %s', async (path, token, location) => {
    const result = await settle(() => resetLoader(args(request(path), token ? { token } : {})));
    expect((result as Response).headers.get('Location')).toBe(location);
  });

  test('the form: checked, then the password set, every session ended, and home to the success modal', async () => {
    const user = await createUser();
    const session = await createSession(user.id, ['customer'], null);
    const { token } = await linkFor(user.email);
    const path = `/reset-password/${token}`;

    const invalid = await resetAction(
      args(
        request(path, {
          username: '',
          email: user.email,
          password: 'short',
          confirm: 'short',
        }),
        { token },
      ),
    );
    expect(status(invalid)).toBe(400);
    expect(body(invalid).result?.error).toMatchObject({
      username: ['Please input your Username!'],
    });
    expect(JSON.stringify(body(invalid))).not.toContain('short');

    const common = await resetAction(
      args(request(path, { username: 'Rashid', email: user.email, password: 'Password1!', confirm: 'Password1!' }), {
        token,
      }),
    );
    expect(status(common)).toBe(400);
    expect(body(common).result?.error).toEqual({
      password: [
        'This password is one of the most common, and is tried first by anyone guessing. Please choose another.',
      ],
    });

    const mismatch = await resetAction(
      args(
        request(path, {
          username: 'Rashid',
          email: 'someone-else@example.ae',
          password: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        }),
        { token },
      ),
    );
    expect(status(mismatch)).toBe(400);
    expect(body(mismatch).result?.error).toEqual({
      email: ['This is not the email address this link was sent to. Please enter the email address of your account.'],
    });
    expect(JSON.stringify(body(mismatch))).not.toContain(NEW_PASSWORD);

    const done = (await resetAction(
      args(
        request(
          path,
          {
            username: 'Rashid',
            email: user.email,
            password: NEW_PASSWORD,
            confirm: NEW_PASSWORD,
          },
          { Cookie: session.split(';')[0] },
        ),
        { token },
      ),
    )) as Response;
    expect(done.headers.get('Location')).toBe('/?notice=password-changed');
    expect(done.headers.get('Set-Cookie')).toMatch(/^session=;/);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

    const again = (await resetAction(
      args(
        request(path, {
          username: 'Rashid',
          email: user.email,
          password: NEW_PASSWORD,
          confirm: NEW_PASSWORD,
        }),
        { token },
      ),
    )) as Response;
    expect(again.headers.get('Location')).toBe('/?notice=reset-link-invalid');
  });
});
