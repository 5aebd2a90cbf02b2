import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { routeArgs, settle } from '../../../tests/factories/accounts';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { formSubmissions, outboxMessages } from '~/db/schema';
import { action, loader } from '~/routes/feedback';

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

let address = 0;
function post(fields: Record<string, string>, options: { path?: string; mode?: string } = {}) {
  const request = new Request(`http://localhost${options.path ?? '/feedback'}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Sec-Fetch-Mode': options.mode ?? 'cors', 'x-client-address': `10.3.0.${++address}` },
  });
  return settle(() => action(routeArgs(request)));
}

const answers = (email: string) => ({
  knowing: 'Internet',
  category: 'Daily Rentals',
  location: 'Dubai_Ittihad Road',
  knowledge: 'Excellent',
  professionalism: 'Excellent',
  friendliness: 'Good',
  responseTime: 'Average',
  reliability: 'Good',
  cleanliness: 'Fair',
  comparison: 'Same',
  likely: 'Very Likely',
  suggestion: 'Open the Ibn Battuta branch earlier on Fridays.',
  name: 'Omar Haddad',
  email,
  country: 'AE',
  phone: '+971 55 111 2233',
});
const stored = (email: string) => db().select().from(formSubmissions).where(eq(formSubmissions.email, email));

describe('the feedback action', () => {
  test('the page offers the branches in the page’s language', async () => {
    const page = await settle(() => loader(routeArgs(new Request('http://localhost/feedback'))));
    const { locations } = page.body as { locations: Array<{ value: string; label: string }> };
    expect(locations).toContainEqual({ value: 'Dubai_Ittihad Road', label: 'Dubai - Ittihad Road' });
  });

  test('the answers are stored under readable labels, with the spec’s thanks, and the mails queued', async () => {
    const { status, body } = await post(answers('omar@example.ae'));
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, message: 'Your Feedback sent successfully! thank you... ' });
    const [row] = await stored('omar@example.ae');
    expect(row).toMatchObject({
      kind: 'feedback',
      name: 'Omar Haddad',
      phone: '+971551112233',
      message: 'Open the Ibn Battuta branch earlier on Fridays.',
    });
    expect(row.details).toMatchObject({
      Branch: 'Dubai - Ittihad Road',
      'Product knowledge': 'Excellent',
      Cleanliness: 'Fair',
      'Compared with others': 'Same',
      'Likely to recommend': 'Very Likely',
    });
    expect(
      await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, 'omar@example.ae')),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.subject, `New feedback from Omar Haddad (#${row.id})`)),
    ).toHaveLength(1);
  });

  test('every unanswered question says error!, the input is kept, and nothing is stored', async () => {
    const { status, body } = await post({
      ...answers('gaps@example.ae'),
      reliability: '',
      likely: 'Maybe',
      location: 'Nowhere',
    });
    expect(status).toBe(400);
    const result = (body as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } })
      .result;
    expect(result.error).toEqual({
      reliability: ['Please answer this question.'],
      likely: ['Please answer this question.'],
      location: ['Please answer this question.'],
    });
    expect(result.initialValue).toMatchObject({
      suggestion: 'Open the Ibn Battuta branch earlier on Fridays.',
      knowledge: 'Excellent',
    });
    expect(await stored('gaps@example.ae')).toHaveLength(0);
  });

  test('the Arabic thanks and the no-JavaScript return', async () => {
    expect((await post(answers('ar@example.ae'), { path: '/ar/feedback' })).body).toEqual({
      ok: true,
      message: 'تم إرسال ملاحظاتك بنجاح! شكراً لك...',
    });
    const { status, location } = await post(answers('nojs@example.ae'), { mode: 'navigate' });
    expect(status).toBe(302);
    expect(location).toBe('/feedback?sent=1');
  });

  test('a filled honeypot is thanked and nothing is stored', async () => {
    expect((await post({ ...answers('bot@example.ae'), website: 'x' })).body).toMatchObject({ ok: true });
    expect(await stored('bot@example.ae')).toHaveLength(0);
  });
});
