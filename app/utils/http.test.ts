import { describe, expect, it } from 'vitest';
import { readFormData, readFormOrNull, requireRecordId, safeRedirectPath } from './http.server';

describe('safeRedirectPath: only a path on this site is followed', () => {
  it.each([
    ['/bill/1/2/personal', '/bill/1/2/personal'],
    ['/ar/my-account?tab=bookings', '/ar/my-account?tab=bookings'],
    ['/fleet-guide#results', '/fleet-guide#results'],
    // Non-ASCII is percent-encoded, so the Location header can carry it.
    ['/bill/1/2/\u0627', '/bill/1/2/%D8%A7'],
  ])('given %j, should answer %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['https://evil.example/'],
    ['evil.example'],
    ['/ok\u0000'],
    [''],
    [42],
    [null],
  ])('given %j, should fall back', (value) => {
    expect(safeRedirectPath(value, '/ar')).toBe('/ar');
  });
});

describe('readFormData: a body that is not a readable form is refused with 4xx, never 500', () => {
  const post = (body: string, type: string) =>
    new Request('http://localhost/newsletter', { method: 'POST', body, headers: { 'Content-Type': type } });

  it('given a form, should read it', async () => {
    expect((await readFormData(post('email=a%40b.ae', 'application/x-www-form-urlencoded'))).get('email')).toBe(
      'a@b.ae',
    );
  });

  it.each([
    ['{"email":"a@b.ae"}', 'application/json', 415],
    ['email=a@b.ae', 'text/plain', 415],
    ['--x\r\nbroken', 'multipart/form-data; boundary=x', 400],
  ])('given %j as %s, should answer %d', async (body, type, status) => {
    await expect(readFormData(post(body, type))).rejects.toMatchObject({ init: { status } });
  });
});

describe('requireRecordId', () => {
  it('given an id the database cannot hold, should be the 404 page', () => {
    expect(requireRecordId('7')).toBe(7);
    expect(() => requireRecordId('2147483648')).toThrow();
    expect(() => requireRecordId('abc')).toThrow();
  });
});

describe('readFormOrNull', () => {
  it('drops NUL from names, values and file names, which PostgreSQL cannot store, and keeps the rest', async () => {
    const body = new FormData();
    body.append('na\u0000me', 'Om\u0000ar اختبار\r\n');
    body.append('document', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'id\u0000.pdf');
    const form = await readFormOrNull(new Request('http://localhost/x', { method: 'POST', body }));
    expect(form?.get('name')).toBe('Omar اختبار\r\n');
    const file = form?.get('document') as File;
    expect([file.name, file.type, await file.text()]).toEqual(['id.pdf', 'application/pdf', '%PDF-1.4']);
  });

  it('is null for a body that is not a form', async () => {
    expect(
      await readFormOrNull(
        new Request('http://localhost/x', {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ).toBeNull();
  });
});
