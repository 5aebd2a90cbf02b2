import { type Role, type ReviewStatus, users } from '../../app/db/schema';
import { db } from '../../app/db/client.server';
import { createSession } from '../../app/modules/auth/sessions.server';

let counter = 0;

export type TestAccount = { id: number; email: string; fullName: string; roles: Role[]; cookie: string };

/**
 * A user straight in the database (the test template has no demo accounts), signed in: `cookie`
 * is the Cookie header a browser of theirs would send.
 */
export async function createAccount(
  options: {
    roles?: Role[];
    reviewStatus?: ReviewStatus;
    fullName?: string;
    locale?: string;
    createdAt?: Date;
    phone?: string;
  } = {},
): Promise<TestAccount> {
  const n = ++counter;
  const roles = options.roles ?? ['customer'];
  const email = `person-${process.pid}-${n}@example.ae`;
  const fullName = options.fullName ?? `Test Person ${n}`;
  const [row] = await db()
    .insert(users)
    .values({
      fullName,
      email,
      phone: options.phone ?? `+9715020${String(n).padStart(5, '0')}`,
      passwordHash: 'not-a-real-hash',
      roles,
      reviewStatus: options.reviewStatus ?? 'pending',
      locale: options.locale ?? 'en',
      birthDate: '1990-05-14',
      licenceNumber: `DL-${n}`,
      licenceExpiry: '2031-01-31',
      passportNumber: `P${n}`,
      passportExpiry: '2032-06-30',
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: users.id });
  const setCookie = await createSession(row.id, roles, 'vitest');
  return { id: row.id, email, fullName, roles, cookie: setCookie.split(';')[0] };
}

/** What a loader or action threw or returned, with its status: redirects and 403/404 are thrown. */
export async function settle(
  run: () => unknown,
): Promise<{ status: number; location: string | null; body: unknown; headers: Headers | null }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response)
    return { status: value.status, location: value.headers.get('Location'), body: value, headers: value.headers };
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit') {
    const wrapped = value as { data: unknown; init: ResponseInit | null };
    return {
      status: wrapped.init?.status ?? 200,
      location: null,
      body: wrapped.data,
      headers: new Headers(wrapped.init?.headers),
    };
  }
  return { status: 200, location: null, body: value, headers: null };
}

export { routeArgs } from './route-args';
