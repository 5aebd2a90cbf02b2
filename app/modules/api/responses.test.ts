import { describe, expect, test, vi } from 'vitest';
import { json, jsonOnly, methodNotAllowed, notFound, validationFailed } from './responses';
import { logger } from '~/modules/config/logger.server';

describe('API responses', () => {
  test('an unexpected failure is logged and answered as a JSON 500 that discloses nothing', async () => {
    const log = vi.spyOn(logger(), 'error').mockImplementationOnce(() => {});
    const response = await jsonOnly(async () => {
      throw new Error('connection to 10.0.0.5 refused');
    });
    expect(log).toHaveBeenCalledWith({ err: expect.any(Error) }, 'API request failed');
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: 'Internal server error' });
  });

  test('an unreachable database is a JSON 503 with Retry-After', async () => {
    vi.spyOn(logger(), 'warn').mockImplementationOnce(() => {});
    const response = await jsonOnly(async () => {
      throw new Error('Failed query: select 1', {
        cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      });
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(await response.json()).toEqual({ error: 'Service temporarily unavailable' });
  });

  test.each([
    ['json', () => json({ ok: true }), 200, { ok: true }],
    ['notFound', notFound, 404, { error: 'Not found' }],
    ['methodNotAllowed', () => methodNotAllowed(['POST']), 405, { error: 'Method not allowed' }],
    [
      'validationFailed',
      () => validationFailed({ vehicleId: 'Unknown vehicle.' }),
      400,
      { errors: { vehicleId: 'Unknown vehicle.' } },
    ],
  ])('%s answers JSON, not cached unless asked', async (_name, make, status, body) => {
    const response = make();
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual(body);
  });
});
