import { createCookie } from 'react-router';
import { isProduction } from '~/modules/config/env.server';
import { cookieSecrets } from '~/modules/site/cookies.server';

/**
 * When a session runs out while the customer fills in the personal step, what they typed waits
 * here (signed, httpOnly, 30 minutes, that booking only) until they have logged in again.
 */
const draftCookie = () =>
  createCookie('bill_personal', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isProduction(),
    secrets: cookieSecrets(),
    maxAge: 30 * 60,
  });

const kept = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'streetAddress',
  'poBox',
  'emirate',
  'city',
  'country',
  'postcode',
  'birthDate',
  'company',
  'trn',
  'comments',
  'hasFazaa',
  'hasEsaad',
  'paymentMethod',
];

export function keepPersonalDraft(bookingId: number, form: FormData) {
  const values = Object.fromEntries(
    kept.map((name) => [name, String(form.get(name) ?? '').slice(0, 1000)]).filter(([, value]) => value !== ''),
  );
  return draftCookie().serialize({ bookingId, values });
}

/** The kept input for this booking (if any) and the header that clears it. */
export async function takePersonalDraft(
  request: Request,
  bookingId: number,
): Promise<{ values: Record<string, string> | null; clearHeader: string | null }> {
  const header = request.headers.get('Cookie');
  if (!header?.includes('bill_personal=')) return { values: null, clearHeader: null };
  const draft = (await draftCookie().parse(header)) as { bookingId: number; values: Record<string, string> } | null;
  const clearHeader = await draftCookie().serialize('', { maxAge: 0 });
  return { values: draft && draft.bookingId === bookingId ? draft.values : null, clearHeader };
}
