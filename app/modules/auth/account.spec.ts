import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle, type TestAccount } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { demoDocumentPng } from '~/db/seed/demo-accounts';
import { seedDatabase } from '~/db/seed/index.server';
import {
  type BookingStatus,
  accountEvents,
  bookings,
  branches,
  storedFiles,
  userDocuments,
  users,
  vehicleModels,
} from '~/db/schema';
import * as documentRoute from '~/routes/account-document';
import * as adminAccount from '~/routes/admin-account';
import * as myAccount from '~/routes/my-account';
import { MAX_DOCUMENTS_PER_ACCOUNT, addDocuments, listDocuments } from './account.server';

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const png = (name = 'emirates-id.png') => new File([new Uint8Array(demoDocumentPng())], name, { type: 'image/png' });

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
function post(
  path: string,
  cookie: string,
  body: FormData | Record<string, string>,
  mode: 'fetch' | 'navigate' = 'fetch',
) {
  const form = body instanceof FormData ? body : new URLSearchParams(body);
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: form,
    headers: { Cookie: cookie, 'Sec-Fetch-Mode': mode === 'fetch' ? 'cors' : 'navigate' },
  });
}
const act = (request: Request) => settle(() => myAccount.action(routeArgs(request)));

function uploadForm(files: File[]) {
  const form = new FormData();
  form.set('intent', 'add-documents');
  for (const file of files) form.append('documents', file);
  return form;
}

const validProfile = {
  intent: 'profile',
  fullName: 'Layla Al Mansoori',
  birthDate: '1991-02-03',
  licenceNumber: 'DL-998877',
  licenceExpiry: '2032-04-05',
  passportNumber: 'N7654321',
  passportExpiry: '2033-06-07',
};
const eventsOf = (userId: number) =>
  db().select().from(accountEvents).where(eq(accountEvents.userId, userId)).orderBy(desc(accountEvents.id));

async function withDocument(account: TestAccount, name = 'licence.png') {
  await addDocuments(account.id, [{ name, contentType: 'image/png', bytes: demoDocumentPng() }]);
  const documents = await listDocuments(account.id);
  return documents.find((document) => document.originalName === name)!;
}

describe('the account page', () => {
  test('shows the signed-in customer their own details and documents, and nobody else’s', async () => {
    const layla = await createAccount({ fullName: 'Layla Own', reviewStatus: 'approved' });
    const omar = await createAccount({ fullName: 'Omar Other' });
    await withDocument(layla, 'layla-id.png');
    await withDocument(omar, 'omar-id.png');
    const { status, body, headers } = await settle(() => myAccount.loader(routeArgs(get('/my-account', layla.cookie))));
    expect(status).toBe(200);
    expect(headers?.get('Cache-Control')).toBe('private, no-store');
    const page = body as { account: { fullName: string; email: string }; documents: Array<{ originalName: string }> };
    expect(page.account).toMatchObject({ fullName: 'Layla Own', email: layla.email });
    expect(page.documents.map((document) => document.originalName)).toEqual(['layla-id.png']);
    expect(JSON.stringify(body)).not.toContain('Omar');
  });

  test('groups only the customer’s own bookings that go ahead (confirmed, active, completed) as Current, Upcoming and Past', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    const someoneElse = await createAccount({ reviewStatus: 'approved' });
    const [model] = await db().select({ id: vehicleModels.id }).from(vehicleModels).limit(1);
    const [branch] = await db().select({ id: branches.id }).from(branches).limit(1);
    const hour = 60 * 60 * 1000;
    const now = Date.now();
    let n = 0;
    const book = (userId: number, status: BookingStatus, fromHours: number, toHours: number) =>
      db()
        .insert(bookings)
        .values({
          reference: `T-${customer.id}-${++n}`,
          userId,
          vehicleModelId: model.id,
          pickupBranchId: branch.id,
          dropoffBranchId: branch.id,
          pickupAt: new Date(now + fromHours * hour),
          dropoffAt: new Date(now + toHours * hour),
          blockedUntil: new Date(now + toHours * hour),
          status,
          totalFils: 123450,
        });
    await book(customer.id, 'active', -24, 24);
    await book(customer.id, 'confirmed', 48, 96);
    await book(customer.id, 'cancelled', 72, 120);
    await book(customer.id, 'completed', -96, -48);
    await book(customer.id, 'awaiting_payment', 48, 96);
    await book(customer.id, 'draft', 48, 96);
    await book(someoneElse.id, 'confirmed', 48, 96);
    const { body } = await settle(() => myAccount.loader(routeArgs(get('/my-account?tab=bookings', customer.cookie))));
    const groups = (
      body as {
        bookings: Record<'current' | 'upcoming' | 'past', Array<{ status: string; reference: string; brand: string }>>;
      }
    ).bookings;
    expect(groups.current.map((b) => b.status)).toEqual(['active']);
    expect(groups.upcoming.map((b) => b.status)).toEqual(['confirmed']);
    expect(groups.past.map((b) => b.status)).toEqual(['completed']);
    expect(
      [...groups.current, ...groups.upcoming, ...groups.past].every(
        (b) => b.reference.startsWith(`T-${customer.id}-`) && b.brand,
      ),
    ).toBe(true);
  });
});

describe('profile update', () => {
  test('an approved customer who changes an identity detail goes back to review; saving it unchanged does not', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    await db()
      .update(users)
      .set({
        fullName: validProfile.fullName,
        birthDate: validProfile.birthDate,
        licenceNumber: validProfile.licenceNumber,
        licenceExpiry: validProfile.licenceExpiry,
        passportNumber: validProfile.passportNumber,
        passportExpiry: validProfile.passportExpiry,
      })
      .where(eq(users.id, customer.id));
    const reviewOf = async () =>
      (await db().select({ reviewStatus: users.reviewStatus }).from(users).where(eq(users.id, customer.id)))[0]
        .reviewStatus;

    expect((await act(post('/my-account', customer.cookie, validProfile))).body).toEqual({
      intent: 'profile',
      ok: true,
      message: 'Your profile has been updated.',
    });
    expect(await reviewOf()).toBe('approved');

    const { body } = await act(post('/my-account', customer.cookie, { ...validProfile, birthDate: '1985-02-03' }));
    expect(body).toEqual({
      intent: 'profile',
      ok: true,
      message: 'Your profile has been updated. Your account is back with our team for review.',
    });
    expect(await reviewOf()).toBe('pending');
    const [event] = await eventsOf(customer.id);
    expect(event.details).toMatchObject({ birthDate: { from: '1991-02-03', to: '1985-02-03' }, backToReview: true });
  });

  test("an approved customer's TRN is kept without a new review: it is not identity data", async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    await db()
      .update(users)
      .set({
        fullName: validProfile.fullName,
        birthDate: validProfile.birthDate,
        licenceNumber: validProfile.licenceNumber,
        licenceExpiry: validProfile.licenceExpiry,
        passportNumber: validProfile.passportNumber,
        passportExpiry: validProfile.passportExpiry,
      })
      .where(eq(users.id, customer.id));
    const bad = await act(post('/my-account', customer.cookie, { ...validProfile, trn: '12345' }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('A TRN has 15 digits.');

    const { body } = await act(post('/my-account', customer.cookie, { ...validProfile, trn: '100 2003 0040 0500' }));
    expect(body).toEqual({ intent: 'profile', ok: true, message: 'Your profile has been updated.' });
    const [row] = await db()
      .select({ trn: users.trn, reviewStatus: users.reviewStatus })
      .from(users)
      .where(eq(users.id, customer.id));
    expect(row).toEqual({ trn: '100200300400500', reviewStatus: 'approved' });
    const [event] = await eventsOf(customer.id);
    expect(event.details).toEqual({ trn: { from: null, to: '100200300400500' } });
  });

  test('saves the form, answers with the message and records what changed', async () => {
    const customer = await createAccount();
    const { status, body } = await act(post('/my-account', customer.cookie, validProfile));
    expect(status).toBe(200);
    expect(body).toEqual({ intent: 'profile', ok: true, message: 'Your profile has been updated.' });
    const [row] = await db().select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({
      fullName: 'Layla Al Mansoori',
      birthDate: '1991-02-03',
      licenceNumber: 'DL-998877',
      licenceExpiry: '2032-04-05',
      passportNumber: 'N7654321',
      passportExpiry: '2033-06-07',
    });
    const [event] = await eventsOf(customer.id);
    expect(event).toMatchObject({ kind: 'profile_updated', actorId: customer.id });
    expect(event.details).toMatchObject({
      fullName: { from: customer.fullName, to: 'Layla Al Mansoori' },
      licenceNumber: { to: 'DL-998877' },
    });
  });

  test('without JavaScript, success returns to the page with the message in the alert bar', async () => {
    const customer = await createAccount();
    const { status, location, headers } = await act(
      post('/ar/my-account?edit=profile', customer.cookie, validProfile, 'navigate'),
    );
    expect(status).toBe(302);
    expect(location).toBe('/ar/my-account');
    expect(headers?.get('Set-Cookie')).toContain('flash=');
  });

  test('a bad form changes nothing and comes back (400) with the messages and every value typed', async () => {
    const customer = await createAccount();
    const typed = { ...validProfile, fullName: ' ', passportExpiry: '2020-01-01', licenceNumber: 'DL-KEPT' };
    const { status, body } = await act(post('/my-account?edit=profile', customer.cookie, typed, 'navigate'));
    expect(status).toBe(400);
    const result = (body as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } })
      .result;
    expect(result.error).toEqual({
      fullName: ['Please input your Name!'],
      passportExpiry: ['The expiry date must be in the future.'],
    });
    expect(result.initialValue).toMatchObject({ licenceNumber: 'DL-KEPT', passportExpiry: '2020-01-01' });
    const [row] = await db()
      .select({ fullName: users.fullName, licenceNumber: users.licenceNumber })
      .from(users)
      .where(eq(users.id, customer.id));
    expect(row).toEqual({ fullName: customer.fullName, licenceNumber: expect.not.stringContaining('KEPT') });
    expect(await eventsOf(customer.id)).toEqual([]);
  });

  test('the messages are in Arabic on the Arabic page', async () => {
    const customer = await createAccount();
    const { body } = await act(post('/ar/my-account', customer.cookie, { ...validProfile, birthDate: '' }));
    expect((body as { result: { error: Record<string, string[]> } }).result.error).toEqual({
      birthDate: ['يرجى اختيار تاريخ ميلادك!'],
    });
  });

  test('an unknown intent or a broken body is a 400, never a 500', async () => {
    const customer = await createAccount();
    expect((await act(post('/my-account', customer.cookie, { intent: 'make-me-admin' }))).status).toBe(400);
    const broken = new Request('http://localhost/my-account', {
      method: 'POST',
      body: 'not multipart',
      headers: { Cookie: customer.cookie, 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect((await act(broken)).status).toBe(400);
  });
});

describe('documents', () => {
  test('a PNG and a PDF are added and recorded; the customer is told', async () => {
    const customer = await createAccount();
    const { status, body } = await act(
      post(
        '/my-account',
        customer.cookie,
        uploadForm([png('front.png'), new File([pdfBytes], 'licence.pdf', { type: 'application/pdf' })]),
      ),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ intent: 'documents', ok: true, message: '2 files uploaded successfully!' });
    const documents = await listDocuments(customer.id);
    expect(documents.map((document) => [document.originalName, document.contentType])).toEqual([
      ['front.png', 'image/png'],
      ['licence.pdf', 'application/pdf'],
    ]);
    const [event] = await eventsOf(customer.id);
    expect(event).toMatchObject({
      kind: 'documents_added',
      actorId: customer.id,
      details: { files: ['front.png', 'licence.pdf'], resubmitted: false },
    });
  });

  test('a file that is not really a PNG, JPEG or PDF is refused by name, and nothing is stored', async () => {
    const customer = await createAccount();
    const fake = new File(['<script>alert(1)</script>'], 'passport.png', { type: 'image/png' });
    const { status, body } = await act(
      post('/my-account', customer.cookie, uploadForm([png('ok.png'), fake]), 'navigate'),
    );
    expect(status).toBe(400);
    expect(body).toEqual({ intent: 'documents', ok: false, error: 'passport.png is not a PNG, JPEG or PDF file.' });
    expect(await listDocuments(customer.id)).toEqual([]);
  });

  test('a file over 2 MB, no file, too many files, or an oversized body are refused with a message', async () => {
    const customer = await createAccount();
    const big = new File([new Uint8Array(demoDocumentPng()), new Uint8Array(2 * 1024 * 1024)], 'huge.png', {
      type: 'image/png',
    });
    expect((await act(post('/my-account', customer.cookie, uploadForm([big])))).body).toMatchObject({
      error: 'huge.png is larger than 2 MB.',
    });
    expect((await act(post('/my-account', customer.cookie, uploadForm([])))).body).toMatchObject({
      error: 'Please upload at least one file',
    });
    expect(
      (
        await act(
          post('/my-account', customer.cookie, uploadForm(Array.from({ length: 6 }, (_, i) => png(`p${i}.png`)))),
        )
      ).body,
    ).toMatchObject({
      error: 'Please upload at most 5 files at a time.',
    });
    const oversized = new Request('http://localhost/my-account', {
      method: 'POST',
      body: 'x',
      headers: { Cookie: customer.cookie, 'Content-Length': String(50 * 1024 * 1024) },
    });
    expect((await act(oversized)).status).toBe(413);
  });

  test('an account holds at most ten documents', async () => {
    const customer = await createAccount();
    for (let i = 0; i < MAX_DOCUMENTS_PER_ACCOUNT; i++)
      await addDocuments(customer.id, [{ name: `d${i}.png`, contentType: 'image/png', bytes: demoDocumentPng() }]);
    expect((await act(post('/my-account', customer.cookie, uploadForm([png()])))).body).toMatchObject({
      error: 'Your account can hold at most 10 documents: remove one first.',
    });
  });

  test('a customer removes their own document (its bytes go too), but never the last one', async () => {
    const customer = await createAccount();
    const first = await withDocument(customer, 'old-id.png');
    const second = await withDocument(customer, 'new-id.png');
    const [{ fileId }] = await db()
      .select({ fileId: userDocuments.fileId })
      .from(userDocuments)
      .where(eq(userDocuments.id, first.id));
    expect(
      (await act(post('/my-account', customer.cookie, { intent: 'remove-document', documentId: String(first.id) })))
        .body,
    ).toEqual({ intent: 'remove', ok: true, message: 'File Deleted' });
    expect(await db().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect((await listDocuments(customer.id)).map((document) => document.id)).toEqual([second.id]);
    expect(await eventsOf(customer.id)).toContainEqual(
      expect.objectContaining({ kind: 'profile_updated', details: { documentRemoved: 'old-id.png' } }),
    );
    const last = await act(
      post('/my-account', customer.cookie, { intent: 'remove-document', documentId: String(second.id) }),
    );
    expect(last).toMatchObject({
      status: 400,
      body: { error: 'Your account needs at least one document: add the new one first, then remove the old one.' },
    });
  });

  test('a customer cannot remove another customer’s document', async () => {
    const owner = await createAccount();
    const intruder = await createAccount();
    const target = await withDocument(owner, 'a.png');
    await withDocument(owner, 'b.png');
    await withDocument(intruder, 'mine.png');
    await withDocument(intruder, 'mine-too.png');
    const { status, body } = await act(
      post('/my-account', intruder.cookie, { intent: 'remove-document', documentId: String(target.id) }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'This document is no longer on your account.' });
    expect((await listDocuments(owner.id)).map((document) => document.id)).toContain(target.id);
  });

  test('a rejected customer who adds documents goes back into the review queue', async () => {
    const customer = await createAccount({ reviewStatus: 'rejected' });
    const { body } = await act(post('/my-account', customer.cookie, uploadForm([png('new-licence.png')])));
    expect(body).toMatchObject({
      ok: true,
      message: 'file new-licence.png uploaded successfully! Your account is back with our team for review.',
    });
    const [row] = await db().select({ reviewStatus: users.reviewStatus }).from(users).where(eq(users.id, customer.id));
    expect(row.reviewStatus).toBe('pending');
    const [event] = await eventsOf(customer.id);
    expect(event).toMatchObject({ kind: 'documents_added', details: { resubmitted: true } });
  });

  test('an approved customer adding a document goes back to review: staff approved the documents they saw', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    const { body } = await act(post('/my-account', customer.cookie, uploadForm([png('other-licence.png')])));
    expect(body).toMatchObject({
      ok: true,
      message: 'file other-licence.png uploaded successfully! Your account is back with our team for review.',
    });
    const [row] = await db().select({ reviewStatus: users.reviewStatus }).from(users).where(eq(users.id, customer.id));
    expect(row.reviewStatus).toBe('pending');
  });

  test('an approved customer removing a document stays approved: nothing new to check', async () => {
    const customer = await createAccount({ reviewStatus: 'approved' });
    const first = await withDocument(customer, 'old.png');
    await db().update(users).set({ reviewStatus: 'approved' }).where(eq(users.id, customer.id));
    await withDocument(customer, 'new.png');
    await db().update(users).set({ reviewStatus: 'approved' }).where(eq(users.id, customer.id));
    await act(post('/my-account', customer.cookie, { intent: 'remove-document', documentId: String(first.id) }));
    const [row] = await db().select({ reviewStatus: users.reviewStatus }).from(users).where(eq(users.id, customer.id));
    expect(row.reviewStatus).toBe('approved');
  });
});

describe('document access', () => {
  const open = (id: number | string, cookie?: string) =>
    settle(() => documentRoute.loader(routeArgs(get(`/account-documents/${id}`, cookie), { documentId: String(id) })));

  test('the owner of a document sees it, privately and inert', async () => {
    const owner = await createAccount();
    const document = await withDocument(owner, 'résumé "id"\r\n.png');
    const { status, body, headers } = await open(document.id, owner.cookie);
    expect(status).toBe(200);
    expect(Buffer.from(await (body as Response).arrayBuffer()).equals(demoDocumentPng())).toBe(true);
    expect(headers?.get('Content-Type')).toBe('image/png');
    expect(headers?.get('Cache-Control')).toBe('private, no-store');
    expect(headers?.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers?.get('Content-Security-Policy')).toContain('sandbox');
    expect(headers?.get('Content-Disposition')).toBe(
      `inline; filename="resume _id_.png"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22id%22%0D%0A.png`,
    );
  });

  test('another customer gets 404 for it, exactly as for a document that does not exist', async () => {
    const owner = await createAccount();
    const other = await createAccount({ reviewStatus: 'approved' });
    const document = await withDocument(owner);
    const refused = await open(document.id, other.cookie);
    const missing = await open(999_999, other.cookie);
    expect([refused.status, missing.status]).toEqual([404, 404]);
    expect(await (refused.body as Response).text()).toBe(await (missing.body as Response).text());
  });

  test('staff who review accounts (admin, owner) see it; content staff do not', async () => {
    const owner = await createAccount();
    const document = await withDocument(owner);
    const [admin, boss, cms] = await Promise.all([
      createAccount({ roles: ['admin'] }),
      createAccount({ roles: ['owner'] }),
      createAccount({ roles: ['cms'] }),
    ]);
    expect((await open(document.id, admin.cookie)).status).toBe(200);
    expect((await open(document.id, boss.cookie)).status).toBe(200);
    expect((await open(document.id, cms.cookie)).status).toBe(404);
  });

  test('a visitor is sent to log in; a malformed id is simply not found', async () => {
    const owner = await createAccount();
    const document = await withDocument(owner);
    expect(await open(document.id)).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(`/account-documents/${document.id}`)}`,
    });
    for (const id of ['abc', '-1', '1e3', '99999999999999']) expect((await open(id, owner.cookie)).status).toBe(404);
  });

  test('a customer cannot open another customer’s account page for staff', async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const outcome = await settle(() =>
      adminAccount.loader(routeArgs(get(`/admin/accounts/${owner.id}`, other.cookie), { userId: String(owner.id) })),
    );
    expect(outcome.status).toBe(403);
  });

  test('the public media route does not serve customer documents', async () => {
    const owner = await createAccount();
    const document = await withDocument(owner);
    const [{ fileId }] = await db()
      .select({ fileId: userDocuments.fileId })
      .from(userDocuments)
      .where(and(eq(userDocuments.id, document.id)));
    const media = await import('~/routes/media');
    const outcome = await settle(() => media.loader(routeArgs(get(`/media/${fileId}`), { fileId: String(fileId) })));
    expect(outcome.status).toBe(404);
  });
});
