import { hashPassword } from '~/modules/auth/passwords.server';
import { type Role, users } from '../schema';
import type { SeedContext } from './context';

/** One password for every demo account; they exist only outside production (DECISIONS: fake auth). */
export const DEMO_PASSWORD = 'Oasis@2026';

export const demoAccounts: Array<{ email: string; fullName: string; phone: string; roles: Role[]; reviewStatus: 'approved' | 'pending'; what: string }> = [
  { email: 'owner@example.ae', fullName: 'Omar Owner', phone: '+971501000001', roles: ['owner'], reviewStatus: 'approved', what: 'everything, and staff roles' },
  { email: 'admin@example.ae', fullName: 'Aisha Admin', phone: '+971501000002', roles: ['admin'], reviewStatus: 'approved', what: 'bookings and account review' },
  { email: 'cms@example.ae', fullName: 'Karim Content', phone: '+971501000003', roles: ['cms'], reviewStatus: 'approved', what: 'vehicles, rates, offers, blogs' },
  { email: 'customer@example.ae', fullName: 'Sara Customer', phone: '+971501000004', roles: ['customer'], reviewStatus: 'approved', what: 'an approved customer' },
  { email: 'pending@example.ae', fullName: 'Pavel Pending', phone: '+971501000005', roles: ['customer'], reviewStatus: 'pending', what: 'a customer awaiting review' },
];

/** Adds any demo account that is missing (also to a database seeded before accounts existed). */
export async function seedDemoAccounts({ tx, now }: Pick<SeedContext, 'tx' | 'now'>) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx
    .insert(users)
    .values(
    demoAccounts.map((account) => ({
      email: account.email,
      fullName: account.fullName,
      phone: account.phone,
      passwordHash,
      roles: account.roles,
      reviewStatus: account.reviewStatus,
      reviewedAt: account.reviewStatus === 'approved' ? now : null,
      birthDate: '1990-05-14',
      licenceNumber: `DL-${account.phone.slice(-4)}`,
      licenceExpiry: '2030-01-31',
      passportNumber: `P${account.phone.slice(-7)}`,
      passportExpiry: '2031-06-30',
    })),
    )
    .onConflictDoNothing();
}

export function describeDemoAccounts() {
  return [`  Demo accounts (password ${DEMO_PASSWORD}):`, ...demoAccounts.map((account) => `    ${account.email.padEnd(22)} ${account.what}`)].join('\n');
}
