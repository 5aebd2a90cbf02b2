import { getUser } from './guards.server';

/** What a signed-in customer need not type again: every enquiry-type form starts with these. */
export type ContactPrefill = { name: string; firstName: string; lastName: string; email: string; phone: string };

/** Splits a full name the way the forms ask for it: the first word, then the rest ('Al Mansoori' stays whole). */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}

/** The signed-in user's name, email and phone for a form's starting values, or null for visitors. */
export async function contactPrefill(request: Request): Promise<ContactPrefill | null> {
  const user = await getUser(request);
  if (!user) return null;
  return { name: user.fullName, ...splitName(user.fullName), email: user.email, phone: user.phone };
}
