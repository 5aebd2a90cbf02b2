import { describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { formSubmissions, newsletterSubscriptions } from '~/db/schema';
import * as csvRoute from '~/routes/admin-inbox-csv';
import * as inboxRoute from '~/routes/admin-inbox';
import * as entryRoute from '~/routes/admin-submission';
import { CSV_BOM } from './csv';

const database = withTestDatabase();
const db = () => database.handle().db;

const get = (path: string, cookie?: string) =>
  new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });

type InboxData = {
  kind: string;
  total: number;
  pages: number;
  page: number;
  counts: Record<string, number>;
  rows: Array<{ kind: string; id: number; name: string | null; email: string | null }>;
};

let minute = 0;
/** Each new entry is a minute newer than the last, so 'newest first' has one right answer. */
const at = () => new Date(Date.UTC(2026, 0, 10, 8, ++minute));

async function addSubmission(values: Partial<typeof formSubmissions.$inferInsert> & { name: string }) {
  const [row] = await db()
    .insert(formSubmissions)
    .values({ kind: 'contact', createdAt: at(), ...values })
    .returning({ id: formSubmissions.id });
  return row.id;
}

const inbox = async (path: string, cookie: string, params: Record<string, string> = {}) => {
  const outcome = await settle(() => inboxRoute.loader(routeArgs(get(path, cookie), params)));
  expect(outcome.status).toBe(200);
  return outcome.body as InboxData;
};

describe('the staff inbox', () => {
  test('lists every kind with counts, newest first, newsletter sign-ups included; unknown kinds are 404', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    const lease = await addSubmission({ kind: 'lease', name: 'Lease Person', email: 'lease@example.ae' });
    await db().insert(newsletterSubscriptions).values({ email: 'reader@example.ae', locale: 'ar', createdAt: at() });
    const career = await addSubmission({ kind: 'career', name: 'Career Person' });
    const all = await inbox('/admin/inbox', admin.cookie);
    expect(all.rows.slice(0, 3).map((row) => [row.kind, row.name ?? row.email])).toEqual([
      ['career', 'Career Person'],
      ['newsletter', 'reader@example.ae'],
      ['lease', 'Lease Person'],
    ]);
    expect(all.counts).toMatchObject({ lease: 1, career: 1, newsletter: 1 });
    expect(all.counts.all).toBe(all.total);
    const leaseOnly = await inbox('/admin/inbox/lease', admin.cookie, { kind: 'lease' });
    expect(leaseOnly.rows.map((row) => row.id)).toEqual([lease]);
    const newsletter = await inbox('/admin/inbox/newsletter', admin.cookie, { kind: 'newsletter' });
    expect(newsletter.rows.map((row) => row.email)).toEqual(['reader@example.ae']);
    expect(career).toBeGreaterThan(0);
    expect(
      (
        await settle(() =>
          inboxRoute.loader(routeArgs(get('/admin/inbox/bookings', admin.cookie), { kind: 'bookings' })),
        )
      ).status,
    ).toBe(404);
  });

  test('search matches name, email, phone (as typed locally) and message, with % and _ taken literally', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    await addSubmission({
      kind: 'enquiry',
      name: 'Fatima Al Mansoori',
      email: 'fatima@example.ae',
      phone: '+971501234567',
      message: 'Need an SUV for a week',
    });
    await addSubmission({
      kind: 'enquiry',
      name: 'Omar',
      email: 'omar@example.ae',
      message: 'Discount of 100% please',
    });
    await addSubmission({ kind: 'enquiry', name: 'Under_score', message: 'plain' });
    await addSubmission({ kind: 'enquiry', name: 'سارة أحمد', message: 'أريد سيارة' });
    const names = async (q: string) =>
      (await inbox(`/admin/inbox/enquiry?q=${encodeURIComponent(q)}`, admin.cookie, { kind: 'enquiry' })).rows.map(
        (row) => row.name,
      );
    expect(await names('fatima')).toEqual(['Fatima Al Mansoori']);
    expect(await names('FATIMA@EXAMPLE')).toEqual(['Fatima Al Mansoori']);
    expect(await names('050 123 4567')).toEqual(['Fatima Al Mansoori']);
    expect(await names('+971501234567')).toEqual(['Fatima Al Mansoori']);
    expect(await names('suv')).toEqual(['Fatima Al Mansoori']);
    expect(await names('100%')).toEqual(['Omar']);
    expect(await names('%')).toEqual(['Omar']);
    expect(await names('_')).toEqual(['Under_score']);
    expect(await names('سيارة')).toEqual(['سارة أحمد']);
    expect(await names('nobody-at-all')).toEqual([]);
    // Counts follow the search, so the kind tabs say where the matches are.
    expect((await inbox('/admin/inbox?q=fatima', admin.cookie)).counts).toMatchObject({
      enquiry: 1,
      contact: 0,
      all: 1,
    });
  });

  test('pages of twenty, with the search kept across pages', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    for (let n = 1; n <= 25; n++) await addSubmission({ kind: 'tour', name: `Tourist ${String(n).padStart(2, '0')}` });
    const first = await inbox('/admin/inbox/tour?q=tourist', admin.cookie, { kind: 'tour' });
    expect(first).toMatchObject({ total: 25, pages: 2, page: 1 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0].name).toBe('Tourist 25');
    const second = await inbox('/admin/inbox/tour?q=tourist&page=2', admin.cookie, { kind: 'tour' });
    expect(second.rows.map((row) => row.name)).toEqual([
      'Tourist 05',
      'Tourist 04',
      'Tourist 03',
      'Tourist 02',
      'Tourist 01',
    ]);
    expect((await inbox('/admin/inbox/tour?page=-3', admin.cookie, { kind: 'tour' })).page).toBe(1);
  });

  test('an entry shows every field, its details, language and account; a wrong kind or id is 404', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    const sender = await createAccount({ fullName: 'Signed In Sender' });
    const id = await addSubmission({
      kind: 'career',
      name: 'Aisha',
      email: 'aisha@example.ae',
      phone: '+971551112233',
      message: 'Hello',
      locale: 'ar',
      userId: sender.id,
      details: { Nationality: 'Emirati', 'Currently employed': true, Languages: ['Arabic', 'English'] },
    });
    const outcome = await settle(() =>
      entryRoute.loader(
        routeArgs(get(`/admin/inbox/career/${id}`, admin.cookie), { kind: 'career', submissionId: String(id) }),
      ),
    );
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({
      entry: {
        kind: 'career',
        id,
        name: 'Aisha',
        email: 'aisha@example.ae',
        phone: '+971551112233',
        message: 'Hello',
        locale: 'ar',
        user: { id: sender.id, fullName: 'Signed In Sender' },
      },
    });
    // jsonb keeps its own key order, so the labels are compared as a set.
    expect((outcome.body as { entry: { details: unknown[] } }).entry.details).toEqual(
      expect.arrayContaining([
        { label: 'Nationality', value: 'Emirati' },
        { label: 'Currently employed', value: 'Yes' },
        { label: 'Languages', value: 'Arabic, English' },
      ]),
    );
    const missing = (kind: string, submissionId: string) =>
      settle(() =>
        entryRoute.loader(routeArgs(get(`/admin/inbox/${kind}/${submissionId}`, admin.cookie), { kind, submissionId })),
      );
    expect((await missing('contact', String(id))).status).toBe(404);
    expect((await missing('career', '99999')).status).toBe(404);
    expect((await missing('career', 'abc')).status).toBe(404);
  });

  test('the CSV export: attachment, BOM, Arabic, quoting, formula neutralising and details as columns', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    await addSubmission({
      kind: 'feedback',
      name: 'سارة',
      email: 'sara@example.ae',
      message: 'Great, "fast" service\nthanks',
      details: { Rating: 'Excellent' },
    });
    await addSubmission({
      kind: 'feedback',
      name: '=HYPERLINK("http://evil.example","x")',
      phone: '+971501234567',
      message: '@SUM(1)',
      details: { Rating: '-1+1', Suggestion: 'More cars' },
    });
    const outcome = await settle(() =>
      csvRoute.loader(routeArgs(get('/admin/inbox-export/feedback', admin.cookie), { kind: 'feedback' })),
    );
    const response = outcome.body as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="inbox-feedback-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Number,Kind,Received (UAE time),Name,Email,Phone,Message,Language,Account number,Status,Handled (UAE time),Rating,Suggestion',
    );
    expect(lines[1]).toMatch(/^\d+,Feedback,2026-01-10 12:\d\d,"'=HYPERLINK/);
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")",,'+971501234567,'@SUM(1),English,,New,,'-1+1,More cars`,
    );
    expect(text).toContain(`,سارة,sara@example.ae,,"Great, ""fast"" service\nthanks",English,,New,,Excellent,\r\n`);
    const arabic = await settle(() =>
      csvRoute.loader(routeArgs(get('/admin/inbox-export/feedback?lang=ar', admin.cookie), { kind: 'feedback' })),
    );
    expect(await (arabic.body as Response).text()).toContain('الرقم,النوع');
    const newsletter = await settle(() =>
      csvRoute.loader(routeArgs(get('/admin/inbox-export/newsletter', admin.cookie), { kind: 'newsletter' })),
    );
    // Response.text() drops the byte-order mark, so the bytes are read as they are.
    expect(
      Buffer.from(await (newsletter.body as Response).arrayBuffer())
        .toString('utf8')
        .split('\r\n')[0],
    ).toBe(`${CSV_BOM}Number,Received (UAE time),Email,Language`);
    expect(
      (await settle(() => csvRoute.loader(routeArgs(get('/admin/inbox-export/nope', admin.cookie), { kind: 'nope' }))))
        .status,
    ).toBe(404);
  });

  test('search finds a stored phone number however it is typed', async () => {
    const admin = await createAccount({ roles: ['admin'], reviewStatus: 'approved' });
    await addSubmission({ kind: 'callback', name: 'Layla Al Mansoori', phone: '+971501234567' });
    await addSubmission({ kind: 'callback', name: 'Omar', phone: '+971559876543' });
    const names = async (q: string) =>
      (await inbox(`/admin/inbox/callback?q=${encodeURIComponent(q)}`, admin.cookie, { kind: 'callback' })).rows.map(
        (row) => row.name,
      );
    for (const typed of [
      '00971 50 123 4567',
      '+971 050 123 4567',
      '+971 50 123 4567',
      '050 123-4567',
      '(050) 123 4567',
      '971501234567',
    ])
      expect(await names(typed), typed).toEqual(['Layla Al Mansoori']);
    expect(await names('+971 5')).toEqual(['Omar', 'Layla Al Mansoori']);
    expect(await names('00971 50 999 9999')).toEqual([]);
  });
});
