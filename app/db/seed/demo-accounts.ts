import { crc32, deflateSync } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '~/modules/auth/passwords.server';
import { type Role, userDocuments, users } from '../schema';
import type { SeedContext } from './context';
import { storeFile } from './store-file.server';

/** One password for every demo account; they exist only outside production (DECISIONS: fake auth). */
const DEMO_PASSWORD = 'Oasis@2026';

const demoAccounts: Array<{
  email: string;
  fullName: string;
  phone: string;
  roles: Role[];
  reviewStatus: 'approved' | 'pending' | 'documents_needed';
  what: string;
}> = [
  {
    email: 'owner@example.ae',
    fullName: 'Omar Owner',
    phone: '+971501000001',
    roles: ['owner'],
    reviewStatus: 'documents_needed',
    what: 'everything, and staff roles',
  },
  {
    email: 'admin@example.ae',
    fullName: 'Aisha Admin',
    phone: '+971501000002',
    roles: ['admin'],
    reviewStatus: 'documents_needed',
    what: 'bookings and account review',
  },
  {
    email: 'cms@example.ae',
    fullName: 'Karim Content',
    phone: '+971501000003',
    roles: ['cms'],
    reviewStatus: 'documents_needed',
    what: 'vehicles, rates, offers, blogs',
  },
  {
    email: 'customer@example.ae',
    fullName: 'Sara Customer',
    phone: '+971501000004',
    roles: ['customer'],
    reviewStatus: 'approved',
    what: 'an approved customer',
  },
  {
    email: 'pending@example.ae',
    fullName: 'Pavel Pending',
    phone: '+971501000005',
    roles: ['customer'],
    reviewStatus: 'pending',
    what: 'a customer awaiting review',
  },
  {
    email: 'review-test@example.ae',
    fullName: 'Rania Review',
    phone: '+971501000006',
    roles: ['customer'],
    reviewStatus: 'pending',
    what: 'a second customer awaiting review',
  },
  {
    email: 'reset-test@example.ae',
    fullName: 'Rashid Reset',
    phone: '+971501000007',
    roles: ['customer'],
    reviewStatus: 'approved',
    what: 'for trying password reset',
  },
  {
    email: 'profile-test@example.ae',
    fullName: 'Farah Profile',
    phone: '+971501000008',
    roles: ['customer'],
    reviewStatus: 'approved',
    what: 'for trying profile and document changes (they send it back to review)',
  },
  {
    email: 'closure-test@example.ae',
    fullName: 'Karim Closure',
    phone: '+971501000010',
    roles: ['customer'],
    reviewStatus: 'approved',
    what: 'for trying the deactivation of a login by staff (and its reactivation)',
  },
  {
    email: 'trn-test@example.ae',
    fullName: 'Tariq Business',
    phone: '+971501000011',
    roles: ['customer'],
    reviewStatus: 'approved',
    what: 'for trying a business customer who gives a TRN and reads figures before VAT',
  },
  {
    email: 'no-trn-test@example.ae',
    fullName: 'Nadia Plain',
    phone: '+971501000012',
    roles: ['customer'],
    reviewStatus: 'approved',
    what: 'a customer without a TRN, who never sees figures before VAT',
  },
];

/** Customers who start with one identity document, so review and document access can be tried at once. */
const demoDocumentHolders = [
  'customer@example.ae',
  'pending@example.ae',
  'review-test@example.ae',
  'profile-test@example.ae',
];

/** A small solid-colour PNG made here, so the seed needs no image files. */
export function demoDocumentPng(width = 48, height = 32, rgb: [number, number, number] = [200, 161, 101]): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
  const holders = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, demoDocumentHolders));
  for (const holder of holders) {
    const [held] = await tx
      .select({ id: userDocuments.id })
      .from(userDocuments)
      .where(eq(userDocuments.userId, holder.id))
      .limit(1);
    if (held) continue;
    const originalName = `emirates-id-${holder.email.split('@')[0]}.png`;
    const fileId = await storeFile(tx, {
      purpose: 'customer-document',
      contentType: 'image/png',
      bytes: demoDocumentPng(),
      width: 48,
      height: 32,
      originalName,
    });
    await tx.insert(userDocuments).values({ userId: holder.id, fileId, originalName });
  }
}

export function describeDemoAccounts() {
  return [
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...demoAccounts.map((account) => `    ${account.email.padEnd(22)} ${account.what}`),
  ].join('\n');
}
