import { describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { action } from '~/routes/newsletter';
import { routeArgs } from '../../../tests/factories/route-args';

withTestDatabase();

function post(fields: Record<string, string>, headers: Record<string, string> = { 'Sec-Fetch-Mode': 'cors' }) {
  const request = new Request('http://localhost/newsletter', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers,
  });
  return action(routeArgs(request));
}

async function json(result: unknown) {
  const value = result as { data?: unknown; init?: { status?: number } };
  return { body: (value.data ?? value) as Record<string, unknown>, status: value.init?.status ?? 200 };
}

describe('newsletter subscription', () => {
  test('a valid address is stored and thanked', async () => {
    const { body } = await json(await post({ email: 'Layla@Example.ae', locale: 'en' }));
    expect(body).toEqual({ ok: true, message: 'Thank you... You have successfully subscribed!' });
  });

  test('the same address again, in any case, is told it is already subscribed', async () => {
    await post({ email: 'omar@example.ae' });
    const { body } = await json(await post({ email: 'OMAR@example.ae ' }));
    expect(body).toEqual({ ok: true, message: 'This email address is already subscribed to our newsletter.' });
  });

  test.each([
    ['', 'Please input your Email Address!'],
    ['not-an-email', 'The input is not valid E-mail!'],
  ])('given %j, should answer 400 with %s and keep the input', async (email, message) => {
    const { body, status } = await json(await post({ email }));
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: message, email });
  });

  test('without JavaScript the visitor is sent back with the message', async () => {
    const response = (await post({ email: 'bad', redirectTo: '/faq' }, { 'Sec-Fetch-Mode': 'navigate' })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/faq');
    expect(response.headers.get('Set-Cookie')).toMatch(/^flash=/);
  });

  test('a redirect to another site is refused', async () => {
    const response = (await post(
      { email: 'x@example.ae', redirectTo: '//evil.example' },
      { 'Sec-Fetch-Mode': 'navigate' },
    )) as Response;
    expect(response.headers.get('Location')).toBe('/');
  });
});
