import { ne } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAccount, routeArgs, settle, type TestAccount } from '../../../tests/factories/accounts';
import { pngImage } from '../../../tests/factories/images';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { seedDatabase } from '~/db/seed/index.server';
import { storedFiles } from '~/db/schema';
import { findPublicFile } from '~/modules/files/stored-files.server';
import { loader as attachmentLoader } from '~/routes/career-attachment';
import { loader as detailLoader } from '~/routes/career-application';
import { findCareerApplication, submitCareerApplication } from './career-applications.server';

const database = withTestDatabase();
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let applicationId: number;
let pdfId: number;
let imageId: number;
const people: Record<'admin' | 'owner' | 'cms' | 'customer', TestAccount> = {} as never;

beforeAll(async () => {
  await seedDatabase(database.handle().db);
  people.admin = await createAccount({ roles: ['admin'] });
  people.owner = await createAccount({ roles: ['owner'] });
  people.cms = await createAccount({ roles: ['cms'] });
  people.customer = await createAccount({ reviewStatus: 'approved' });
  applicationId = await submitCareerApplication(
    {
      name: 'Aisha Rahman',
      birthDate: '1995-04-02',
      visaStatus: 'Employment visa',
      phone: '+971507654321',
      nationality: 'IN',
      nationalityName: 'India',
      employed: 'Yes',
      email: 'aisha@example.ae',
      address: 'Al Nahda, Dubai',
      reporting: 'Branch supervisor',
      strengths: 'Customer service',
      joining: 'One month',
      additional: null,
    },
    [
      { name: 'cv "Aisha".pdf', contentType: 'application/pdf', bytes: pdfBytes },
      { name: 'certificate.png', contentType: 'image/png', bytes: pngImage(4, 4) },
    ],
    { locale: 'en' },
  );
  const application = await findCareerApplication(applicationId);
  [pdfId, imageId] = application!.attachments.map((file) => file.id);
});

const detail = (cookie?: string, id = String(applicationId)) =>
  settle(() =>
    detailLoader(
      routeArgs(new Request(`http://localhost/career-with-us/${id}`, { headers: cookie ? { Cookie: cookie } : {} }), {
        id,
      }),
    ),
  );
const attachment = (fileId: number | string, cookie?: string) =>
  settle(() =>
    attachmentLoader(
      routeArgs(
        new Request(`http://localhost/career-attachments/${fileId}`, { headers: cookie ? { Cookie: cookie } : {} }),
        { fileId: String(fileId) },
      ),
    ),
  );

describe('a career application for staff', () => {
  test('the admin sees every field and both attachments', async () => {
    const { status, body } = await detail(people.admin.cookie);
    expect(status).toBe(200);
    const { application } = body as { application: Awaited<ReturnType<typeof findCareerApplication>> & object };
    expect(application).toMatchObject({ name: 'Aisha Rahman', email: 'aisha@example.ae', phone: '+971507654321' });
    expect(application.details).toMatchObject({
      Nationality: 'India',
      'Visa status': 'Employment visa',
      'Currently employed': 'Yes',
    });
    expect(application.attachments.map((file) => [file.name, file.contentType])).toEqual([
      ['cv "Aisha".pdf', 'application/pdf'],
      ['certificate.png', 'image/png'],
    ]);
  });

  test('the owner may see it too', async () => {
    expect((await detail(people.owner.cookie)).status).toBe(200);
  });

  test.each([['customer'], ['cms']] as const)('a %s user is refused with 403', async (who) => {
    expect((await detail(people[who].cookie)).status).toBe(403);
    expect((await attachment(pdfId, people[who].cookie)).status).toBe(403);
  });

  test('a visitor is sent to log in, and back afterwards', async () => {
    const page = await detail();
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/login?redirectTo=${encodeURIComponent(`/career-with-us/${applicationId}`)}`);
    expect((await attachment(pdfId)).location).toMatch(/^\/login\?redirectTo=/);
  });

  test.each([['0'], ['999999'], ['abc']])('an unknown application (%s) is 404', async (id) => {
    expect((await detail(people.admin.cookie, id)).status).toBe(404);
  });
});

describe('career attachments', () => {
  test('a PDF downloads with a safe name, nosniff and no caching', async () => {
    const { status, body } = await attachment(pdfId, people.admin.cookie);
    expect(status).toBe(200);
    const response = body as Response;
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="cv _Aisha_.pdf"; filename*=UTF-8''cv%20%22Aisha%22.pdf`,
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdfBytes)).toBe(true);
  });

  test('an image is shown inline', async () => {
    const response = (await attachment(imageId, people.admin.cookie)).body as Response;
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Content-Disposition')).toMatch(/^inline; filename="certificate.png"/);
  });

  test('public /media never serves them, and the route serves no other file', async () => {
    expect(await findPublicFile(pdfId)).toBeUndefined();
    const [otherFile] = await database
      .handle()
      .db.select({ id: storedFiles.id })
      .from(storedFiles)
      .where(ne(storedFiles.purpose, 'career-attachment'))
      .limit(1);
    expect(otherFile).toBeDefined();
    expect((await attachment(otherFile.id, people.admin.cookie)).status).toBe(404);
    expect((await attachment('12x', people.admin.cookie)).status).toBe(404);
  });
});
