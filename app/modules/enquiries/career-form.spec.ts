import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { routeArgs, settle } from '../../../tests/factories/accounts';
import { jpegHeader, pngImage } from '../../../tests/factories/images';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { formSubmissions, outboxMessages, storedFiles } from '~/db/schema';
import { findPublicFile } from '~/modules/files/stored-files.server';
import { action } from '~/routes/career';
import { ATTACHMENT_IDS } from './career-applications.server';

const database = withTestDatabase();
const db = () => database.handle().db;

beforeAll(async () => {
  await seedDatabase(db());
});

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const file = (bytes: Buffer | Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

let address = 0;
function post(fields: Record<string, string>, files: File[], options: { path?: string; mode?: string } = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const attachment of files) body.append('attachments', attachment);
  const request = new Request(`http://localhost${options.path ?? '/career-with-us'}`, {
    method: 'POST',
    body,
    headers: { 'Sec-Fetch-Mode': options.mode ?? 'cors', 'x-client-address': `10.2.0.${++address}` },
  });
  return settle(() => action(routeArgs(request)));
}

const application = (email: string) => ({
  name: 'Aisha Rahman',
  birthDate: '1995-04-02',
  visaStatus: 'Employment visa',
  country: 'AE',
  phone: '050 765 4321',
  nationality: 'IN',
  employed: 'No',
  email,
  address: 'Al Nahda, Dubai',
  reporting: 'Counter agent, reporting to the branch manager',
  strengths: 'Customer service, Arabic and English',
  joining: 'Immediately',
  additional: 'Happy to work shifts.',
});
const stored = (email: string) => db().select().from(formSubmissions).where(eq(formSubmissions.email, email));
const fileCount = async () => (await db().select({ id: storedFiles.id }).from(storedFiles)).length;
const errorsOf = (body: unknown) => (body as { result: { error: Record<string, string[]> } }).result.error;

describe('the career application action', () => {
  test('an application is stored with its attachments kept privately, and the mails are queued', async () => {
    const { status, body } = await post(application('aisha@example.ae'), [
      file(pdfBytes, 'Aisha CV.pdf', 'application/pdf'),
      file(pngImage(8, 8), 'certificate.png', 'image/png'),
    ]);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, message: 'Thank you. We will contact you shortly.' });
    const [row] = await stored('aisha@example.ae');
    expect(row).toMatchObject({
      kind: 'career',
      name: 'Aisha Rahman',
      phone: '+971507654321',
      message: 'Happy to work shifts.',
    });
    expect(row.details).toMatchObject({
      Nationality: 'India',
      'Visa status': 'Employment visa',
      'Currently employed': 'No',
      Attachments: ['Aisha CV.pdf', 'certificate.png'],
    });
    const ids = row.details[ATTACHMENT_IDS] as number[];
    const files = await db()
      .select({ id: storedFiles.id, purpose: storedFiles.purpose, contentType: storedFiles.contentType })
      .from(storedFiles)
      .where(inArray(storedFiles.id, ids))
      .orderBy(storedFiles.id);
    expect(files.map((f) => [f.purpose, f.contentType])).toEqual([
      ['career-attachment', 'application/pdf'],
      ['career-attachment', 'image/png'],
    ]);
    expect(await findPublicFile(ids[0])).toBeUndefined();
    const [copy] = await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, 'aisha@example.ae'));
    expect(copy.subject).toBe('We received your job application');
    const staff = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `New job application from Aisha Rahman (#${row.id})`));
    expect(staff).toHaveLength(1);
    expect(staff[0].text).toContain('Attachments: Aisha CV.pdf, certificate.png');
  });

  test('a JPEG attachment is accepted too', async () => {
    expect(
      (await post(application('jpeg@example.ae'), [file(jpegHeader(20, 20, 400), 'photo.jpg', 'image/jpeg')])).status,
    ).toBe(200);
  });

  test.each([
    [
      'a file of the wrong type',
      file(Buffer.from('name,phone\nA,1\n'), 'list.csv', 'text/csv'),
      '"list.csv" is not a PDF, PNG or JPEG file. Please choose another file.',
    ],
    [
      'a renamed file',
      file(Buffer.from('MZ\x90\x00\x03\x00\x00\x00 not a pdf at all'), 'cv.pdf', 'application/pdf'),
      '"cv.pdf" is not a PDF, PNG or JPEG file. Please choose another file.',
    ],
    [
      'an oversize file',
      file(Buffer.concat([pdfBytes, Buffer.alloc(2 * 1024 * 1024)]), 'huge.pdf', 'application/pdf'),
      '"huge.pdf" is larger than 2 MB. Please choose a smaller file.',
    ],
  ])('%s is refused at the field, and nothing is stored', async (_, attachment, message) => {
    const before = await fileCount();
    const { status, body } = await post(application('refused@example.ae'), [
      file(pdfBytes, 'good.pdf', 'application/pdf'),
      attachment,
    ]);
    expect(status).toBe(400);
    expect(errorsOf(body)).toEqual({ attachments: [message] });
    expect(await stored('refused@example.ae')).toHaveLength(0);
    expect(await fileCount()).toBe(before);
  });

  test('without attachments, and with other gaps, every message shows and the typed input comes back', async () => {
    const { status, body } = await post({ ...application('gaps@example.ae'), name: '', email: 'gaps@' }, [], {
      mode: 'navigate',
    });
    expect(status).toBe(400);
    expect(errorsOf(body)).toEqual({
      name: ['Please enter your First Name!'],
      email: ['The input is not valid E-mail!'],
      attachments: ['Please upload at least one file'],
    });
    expect((body as { result: { initialValue: Record<string, string> } }).result.initialValue).toMatchObject({
      strengths: 'Customer service, Arabic and English',
      email: 'gaps@',
    });
  });

  test('without JavaScript a success returns to the Arabic page with the Success modal open', async () => {
    const { status, location } = await post(
      application('nojs@example.ae'),
      [file(pdfBytes, 'cv.pdf', 'application/pdf')],
      { path: '/ar/career-with-us', mode: 'navigate' },
    );
    expect(status).toBe(302);
    expect(location).toBe('/ar/career-with-us?sent=1');
    expect((await stored('nojs@example.ae'))[0].locale).toBe('ar');
  });

  test('a filled honeypot stores neither the application nor its files', async () => {
    const before = await fileCount();
    const { body } = await post({ ...application('bot@example.ae'), website: 'x' }, [
      file(pdfBytes, 'cv.pdf', 'application/pdf'),
    ]);
    expect(body).toMatchObject({ ok: true });
    expect(await stored('bot@example.ae')).toHaveLength(0);
    expect(await fileCount()).toBe(before);
  });
});
