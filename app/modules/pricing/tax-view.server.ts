import { eq } from 'drizzle-orm';
import { createCookie } from 'react-router';
import { db } from '~/db/client.server';
import { runNamed } from '~/db/named-statement.server';
import { users } from '~/db/schema';
import { isProduction } from '~/modules/config/env.server';
import { PRICE_VIEW_COOKIE } from '~/modules/site/cookie-names';
import { type TaxView, taxViewFor } from './tax-view';

/** A year: a business that reads prices before VAT does so on every visit from that browser. */
const CHOICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

// The choice is kept in the browser, not on the account: it is how one person likes to read figures,
// and the TRN check below is made on every request, so the cookie never decides on its own.
const choiceCookie = () =>
  createCookie(PRICE_VIEW_COOKIE, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isProduction(),
    maxAge: CHOICE_MAX_AGE_SECONDS,
  });

export type TaxViewState = { view: TaxView; canChoose: boolean };

/** The view this customer's booking pages show, and whether they may change it (only with a TRN on the account). */
export async function taxViewOf(request: Request, userId: number | null | undefined): Promise<TaxViewState> {
  if (!userId) return { view: 'with_vat', canChoose: false };
  const [account] = await runNamed(
    'customer_trn',
    db().select({ trn: users.trn }).from(users).where(eq(users.id, userId)).limit(1),
  );
  const chosen: unknown = await choiceCookie().parse(request.headers.get('Cookie'));
  const canChoose = Boolean(account?.trn?.trim());
  return { view: taxViewFor(account?.trn, chosen), canChoose };
}

/** The Set-Cookie header that keeps the choice. */
export function serializeTaxViewChoice(view: TaxView) {
  return choiceCookie().serialize(view);
}
