import { describe, expect, test } from 'vitest';
import { bodyMessages, MAX_BODY_BYTES, readJsonBody } from './read-json-body';

const read = (body: BodyInit | null, contentType?: string, headers: Record<string, string> = {}) =>
  readJsonBody(
    new Request('http://localhost/api/v1/quotes', {
      method: 'POST',
      body,
      headers: contentType ? { 'Content-Type': contentType, ...headers } : headers,
    }),
  );

describe('reading a JSON body', () => {
  test.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON',
    'application/vnd.partner+json',
  ])('given %s, should read it', async (type) => {
    expect(await read('{"a":1}', type)).toEqual({ ok: true, value: { a: 1 } });
  });

  test.each(['text/plain', 'application/jsonp', 'application/x-www-form-urlencoded', 'multipart/form-data', ''])(
    'given %j, should refuse the content type',
    async (type) => {
      expect(await read('{"a":1}', type)).toEqual({ ok: false, errors: { body: bodyMessages.contentType } });
    },
  );

  test('refuses a body over the limit, declared or streamed', async () => {
    const large = 'x'.repeat(MAX_BODY_BYTES + 1);
    expect(await read(large, 'application/json')).toEqual({ ok: false, errors: { body: bodyMessages.tooLarge } });
    expect(await read('{}', 'application/json', { 'Content-Length': String(MAX_BODY_BYTES + 1) })).toEqual({
      ok: false,
      errors: { body: bodyMessages.tooLarge },
    });
  });

  test('reads a body of exactly the limit', async () => {
    const text = JSON.stringify('x'.repeat(MAX_BODY_BYTES - 2));
    expect((await read(text, 'application/json')).ok).toBe(true);
  });

  test.each([
    [null, bodyMessages.empty],
    ['   ', bodyMessages.empty],
    ['{', bodyMessages.malformed],
    ["{'a': 1}", bodyMessages.malformed],
  ])('given %j, should say why', async (body, message) => {
    expect(await read(body, 'application/json')).toEqual({ ok: false, errors: { body: message } });
  });

  test('a body stream that fails is reported, not thrown', async () => {
    const body = new ReadableStream({ pull: (controller) => controller.error(new Error('connection reset')) });
    const request = new Request('http://localhost/', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await readJsonBody(request)).toEqual({ ok: false, errors: { body: bodyMessages.unreadable } });
  });
});
