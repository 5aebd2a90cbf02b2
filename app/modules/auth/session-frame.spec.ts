import { describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { users } from '~/db/schema';
import { eq } from 'drizzle-orm';
import { hashPassword } from './passwords.server';
import { answerFrameRequest } from './session-frame.server';
import { createSession, revokeSessions } from './sessions.server';

const database = withTestDatabase();
const db = () => database.handle().db;

async function signedIn(fullName: string, roles: Array<'customer' | 'cms'>) {
  const [user] = await db()
    .insert(users)
    .values({
      fullName,
      email: `${fullName.replace(/ /g, '.').toLowerCase()}@example.ae`,
      phone: `+9715020${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
      passwordHash: await hashPassword('Secret#2026'),
      roles,
    })
    .returning({ id: users.id });
  const cookie = await createSession(user.id, roles, 'test');
  return {
    id: user.id,
    request: () => new Request('http://localhost/my-frame', { headers: { Cookie: cookie.split(';')[0] } }),
  };
}

const frameOf = async (answer: Response) => ((await answer.json()) as { user: unknown }).user;

describe("a shared page's frame for a signed-in visitor", () => {
  test('names the visitor and their roles, is never stored, and is nobody without a session', async () => {
    const { request } = await signedIn('Frame Editor', ['cms']);
    const answer = await answerFrameRequest(request());
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await frameOf(answer)).toEqual({ name: 'Frame Editor', roles: ['cms'] });
    expect(await frameOf(await answerFrameRequest(new Request('http://localhost/my-frame')))).toBeNull();
    const made = new Request('http://localhost/my-frame', { headers: { Cookie: 'session=nobody-has-this-one' } });
    expect(await frameOf(await answerFrameRequest(made))).toBeNull();
  });

  test('is kept 15 seconds per session: a login closed elsewhere shows its name no longer than that', async () => {
    const now = Date.now();
    const { id, request } = await signedIn('Frame Customer', ['customer']);
    expect(await frameOf(await answerFrameRequest(request(), now))).toEqual({
      name: 'Frame Customer',
      roles: ['customer'],
    });
    await revokeSessions(id);
    await db().update(users).set({ fullName: 'Renamed' }).where(eq(users.id, id));
    expect(await frameOf(await answerFrameRequest(request(), now + 14_000))).toEqual({
      name: 'Frame Customer',
      roles: ['customer'],
    });
    expect(await frameOf(await answerFrameRequest(request(), now + 15_001))).toBeNull();
  });
});
