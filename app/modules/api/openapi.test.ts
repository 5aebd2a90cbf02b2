import { describe, expect, test } from 'vitest';
import { env } from '~/modules/config/env.server';
import { action, loader } from '~/routes/api/openapi-json';
import { call } from './api-test-requests';
import { buildOpenApiDocument } from './openapi';

type Json = Record<string, unknown>;

/** Every `$ref` in the document, wherever it sits. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' ? [inner] : refs(inner),
    );
  }
  return [];
}

describe('GET /api/v1/openapi.json', () => {
  test('answers an OpenAPI 3.1 document as JSON, cacheable', async () => {
    const { status, headers, body } = await call(loader, '/api/v1/openapi.json');
    expect(status).toBe(200);
    expect(headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(body.openapi).toBe('3.1.0');
    expect(body.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(body.servers).toEqual([{ url: env().APP_URL.replace(/\/$/, '') }]);
    expect(Object.keys(body.paths as Json).sort()).toEqual(['/api/v1/branches', '/api/v1/quotes', '/api/v1/vehicles']);
  });

  test('is plain JSON: it survives a round trip unchanged', () => {
    const document = buildOpenApiDocument('https://rent.example.ae/');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    expect(document.servers).toEqual([{ url: 'https://rent.example.ae' }]);
  });

  test('every reference points at a component schema, and none is left unused', () => {
    const document = buildOpenApiDocument('http://localhost:3000');
    const names = Object.keys(document.components.schemas);
    const used = new Set(refs(document.paths));
    for (const ref of used) expect(names.map((name) => `#/components/schemas/${name}`)).toContain(ref);
    expect(used.size).toBe(names.length);
  });

  test('documents the quote request from the zod schema: required fields, defaults and no stray keys', () => {
    const { QuoteRequest: request } = buildOpenApiDocument('http://localhost:3000').components.schemas as Record<
      string,
      Json
    >;
    expect(request).not.toHaveProperty('$schema');
    expect(request.type).toBe('object');
    expect(request.additionalProperties).toBe(false);
    expect((request.required as string[]).sort()).toEqual([
      'dropoffAt',
      'dropoffBranchId',
      'paymentMethod',
      'pickupAt',
      'pickupBranchId',
      'vehicleId',
    ]);
    const properties = request.properties as Record<string, Json>;
    expect(properties.vehicleId).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    expect(properties.pickupAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(properties.paymentMethod).toMatchObject({ enum: ['card', 'pay_on_pickup'] });
    expect((properties.extras.properties as Record<string, Json>).gps).toMatchObject({
      type: 'boolean',
      default: false,
    });
  });

  test('documents the error answers of each operation', () => {
    const { paths } = buildOpenApiDocument('http://localhost:3000');
    expect(Object.keys(paths['/api/v1/quotes'].post.responses).sort()).toEqual([
      '200',
      '400',
      '405',
      '429',
      '500',
      '503',
    ]);
    expect(Object.keys(paths['/api/v1/vehicles'].get.responses).sort()).toEqual([
      '200',
      '400',
      '405',
      '429',
      '500',
      '503',
    ]);
    expect(paths['/api/v1/vehicles'].get.parameters.map((parameter) => parameter.name)).toEqual(['type', 'brand']);
    expect(Object.keys(paths['/api/v1/branches'].get.responses).sort()).toEqual(['200', '405', '429', '500', '503']);
  });

  test('documents a day of the week with a break: breakStart and breakEnd, optional, beside opens and closes', () => {
    const { BranchList: list } = buildOpenApiDocument('http://localhost:3000').components.schemas as Record<
      string,
      Json
    >;
    const branch = ((list.properties as Record<string, Json>).branches as Json).items as Json;
    const weekday = ((branch.properties as Record<string, Json>).weekdayHours as Json).items as Json;
    const properties = weekday.properties as Record<string, Json>;
    expect(Object.keys(properties)).toEqual(['weekday', 'closed', 'opens', 'closes', 'breakStart', 'breakEnd']);
    expect(properties.breakStart).toMatchObject({ type: 'string', examples: ['12:00'] });
    expect(properties.breakStart.description).toContain('closed strictly between');
    expect(properties.breakEnd).toMatchObject({ type: 'string', examples: ['14:00'] });
    expect((weekday.required as string[]).sort()).toEqual(['closed', 'weekday']);
  });

  test('answers other methods with 405', async () => {
    const { status, body } = await call(action, '/api/v1/openapi.json', { method: 'POST' });
    expect(status).toBe(405);
    expect(body).toEqual({ error: 'Method not allowed' });
  });
});
