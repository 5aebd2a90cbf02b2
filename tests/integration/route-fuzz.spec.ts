import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import routes from '../../app/routes';

/**
 * Sends seeded random and hostile requests to every route in app/routes.ts, signed out, as a
 * customer and as staff, against the production build, and fails on any 5xx or stack trace.
 * Routes, form fields and API operations are discovered (routes.ts, the pages' own forms, the
 * OpenAPI document), so a new route is fuzzed without anyone adding it here.
 *
 * FUZZ_REQUESTS (default 1,500) and FUZZ_SEED reproduce or widen a run:
 *   FUZZ_REQUESTS=20000 npx vitest run tests/integration/route-fuzz.spec.ts
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const PARALLEL = 4;
const BATCH = 500;
const DEMO_PASSWORD = 'Oasis@2026';

const port = 4000 + Math.floor(Math.random() * 900);
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rental-fuzz-'));
let server: ChildProcess | undefined;
let serverOutput = '';

type Role = 'visitor' | 'customer' | 'staff';
const roles: Role[] = ['visitor', 'customer', 'staff'];
const sessionCookies: Record<Role, string> = { visitor: '', customer: '', staff: '' };

/** Every path pattern the router knows, with and without the Arabic prefix where it has one. */
const patterns = (routes as Array<{ path?: string }>).map((entry) => `/${entry.path ?? ''}`.replace(/\/+$/, '') || '/');

type FieldKnowledge = { names: string[]; values: Record<string, string[]> };
const fieldsByPattern = new Map<string, FieldKnowledge>();
type ApiOperation = { method: string; path: string; query: string[]; body: string[] };
let apiOperations: ApiOperation[] = [];

async function waitForReady() {
  for (let i = 0; i < 480; i++) {
    if (server && server.exitCode !== null) throw new Error(`the server exited: ${serverOutput}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server never became ready: ${serverOutput}`);
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      Origin: base,
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': `198.51.100.${email.length}`,
    },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
  if (!session) throw new Error(`${email} could not sign in (${response.status})`);
  return session.split(';')[0];
}

/** The names (and offered values) of every field in a page's forms: what a person could send. */
function fieldsOfPage(html: string): FieldKnowledge {
  const names = new Set<string>();
  const values: Record<string, string[]> = {};
  for (const tag of html.matchAll(/<(?:input|select|textarea|button)\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag[0])?.[1];
    if (!name) continue;
    names.add(name);
    // A field out of the tab order is a bot trap: a person leaves it empty.
    const value = /\btabindex="-1"/.test(tag[0]) ? '' : /\bvalue="([^"]*)"/.exec(tag[0])?.[1];
    if (value !== undefined) (values[name] ??= []).push(value.replace(/&amp;/g, '&').replace(/&quot;/g, '"'));
  }
  for (const option of html.matchAll(/<select\b[^>]*\bname="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    for (const value of option[2].matchAll(/<option\b[^>]*\bvalue="([^"]*)"/g))
      (values[option[1]] ??= []).push(value[1]);
  }
  return { names: [...names], values };
}

/** A pattern's parameters filled with ordinary values, to read the page's forms. */
const ordinaryPath = (pattern: string) =>
  pattern
    .replace(/\/:[^/]+\?/g, '')
    .replace(/:[^/]+/g, '1')
    .replace(/\*$/, 'x');

async function learnForms() {
  for (const pattern of patterns) {
    const knowledge: FieldKnowledge = { names: [], values: {} };
    for (const role of roles) {
      const response = await fetch(`${base}${ordinaryPath(pattern)}`, {
        headers: { Cookie: sessionCookies[role] },
        redirect: 'manual',
      });
      if (!(response.headers.get('Content-Type') ?? '').includes('text/html')) continue;
      const found = fieldsOfPage(await response.text());
      knowledge.names.push(...found.names.filter((name) => !knowledge.names.includes(name)));
      for (const [name, offered] of Object.entries(found.values)) (knowledge.values[name] ??= []).push(...offered);
    }
    fieldsByPattern.set(pattern, knowledge);
  }
}

async function learnApi() {
  type Schema = { properties?: Record<string, unknown>; $ref?: string };
  type Operation = {
    parameters?: Array<{ name: string }>;
    requestBody?: { content?: Record<string, { schema?: Schema }> };
  };
  const document = (await (await fetch(`${base}/api/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const resolve = (schema?: Schema) =>
    schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').at(-1)!] : schema;
  apiOperations = Object.entries(document.paths).flatMap(([apiPath, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: apiPath,
      query: (operation.parameters ?? []).map((parameter) => parameter.name),
      body: Object.keys(resolve(operation.requestBody?.content?.['application/json']?.schema)?.properties ?? {}),
    })),
  );
}

beforeAll(async () => {
  const env = {
    ...process.env,
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: dataDir,
    APP_ENV: 'test',
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'loopback',
    FORM_SUBMISSIONS_PER_10_MINUTES: '100000',
    API_REQUESTS_PER_MINUTE: '1000000',
  };
  server = spawn('node', ['--import', 'tsx', 'tests/e2e/start-test-server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (serverOutput = (serverOutput + chunk).slice(-20_000)));
  server.stderr?.on('data', (chunk) => (serverOutput = (serverOutput + chunk).slice(-20_000)));
  await waitForReady();
  sessionCookies.customer = await signIn('customer@example.ae');
  sessionCookies.staff = await signIn('owner@example.ae');
  await learnForms();
  await learnApi();
}, 240_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "rental_e2e_${port}" WITH (FORCE)`);
    await admin.end();
  }
});

// Values people and attackers put where an id, a slug or a field is expected.
const hostileText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\u0008', '\u001b[31m', '\u202e', '\ufeff', '\ud800', '%00'),
  fc.constantFrom(
    '0',
    '-1',
    '1',
    '2',
    '3',
    '2147483647',
    '2147483648',
    '99999999999',
    '1e3',
    '0x10',
    'NaN',
    'null',
    'undefined',
    '',
    ' ',
    '..',
    '../..',
    '%',
    '%00',
    '%0d%0a',
    '%D8%A7',
    '%E0%A4%A',
    '\\',
    '//evil.example',
    '/\t/evil.example',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'اختبار',
    '😀',
    '\u0000',
    '\r\nSet-Cookie: x=1',
    'a'.repeat(5000),
    'true',
    'false',
    '[]',
    '{}',
    '2026-02-30',
    '9999-12-31T25:61',
    '+971501234567',
    'owner@example.ae',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
  fc.double().map(String),
);

// A browser sends a lone half of a surrogate pair as U+FFFD; encodeURIComponent refuses it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A path segment: often an id that exists, else what a browser or an attacker would put there. */
const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('1', '2', '3', '4', '5') },
  {
    weight: 4,
    arbitrary: hostileText.map((text) => encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd')) || 'x'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%E0%A4%A', '%0d%0a', '%2F..%2F', '%00', 'a%20b', ';', '!$&()*+,=@', '~'),
  },
);

/** A path the pattern matches, or its client-navigation twin `<path>.data`. */
function concretePath(pattern: string) {
  const parts = pattern.split('/').filter(Boolean);
  const filled = parts.map((part) => {
    if (part.endsWith('?')) return fc.option(segment, { nil: undefined });
    if (part.startsWith(':') || part === '*') return segment;
    return fc.constant(part);
  });
  return fc.record({ parts: fc.tuple(...filled), data: fc.boolean() }).map(({ parts: chosen, data }) => {
    const pathname = `/${chosen.filter((part) => part !== undefined).join('/')}`;
    return data ? `${pathname === '/' ? '/_root' : pathname}.data` : pathname;
  });
}

const queryKeys = [
  'redirectTo',
  'from',
  'to',
  'page',
  'filter',
  'sort',
  'q',
  'branch',
  'category',
  'type',
  'brand',
  'kind',
  'status',
  'token',
  'sts',
  'lang',
  'index',
  '_routes',
  'sent',
];

type FuzzRequest = {
  role: Role;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
  describe: string;
};

/** What a person would type into a field of this name: the form passes its checks and reaches the database. */
function plausibleValue(name: string, offered: string[]): string {
  if (offered.length > 0) return offered.at(-1)!;
  if (/email/i.test(name)) return 'fuzz@example.ae';
  if (/phone|mobile/i.test(name)) return '0501234567';
  if (/date|birth/i.test(name)) return '2027-01-15';
  if (/time/i.test(name)) return '10:00';
  if (/consent|agree|terms|accept/i.test(name)) return 'on';
  if (/password/i.test(name)) return 'Fuzz#Passw0rd-2026';
  return 'Omar Fuzz';
}

/**
 * Form fields: either a random handful of the page's own field names with hostile values, or the
 * whole form filled as a person would, with one or two fields made hostile (so the hostile value
 * gets past the other fields' checks and reaches the code behind them).
 */
function formFields(knowledge: FieldKnowledge) {
  const names = knowledge.names.length > 0 ? knowledge.names : ['name', 'email', 'intent'];
  const field = fc
    .oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: hostileText })
    .chain((name) => {
      const offered = knowledge.values[name] ?? [];
      const value =
        offered.length > 0
          ? fc.oneof(hostileText, fc.constantFrom(...offered))
          : fc.oneof(hostileText, fc.constant(''));
      return value.map((text): [string, string] => [name, text]);
    });
  const random = fc.array(field, { maxLength: 12 });
  const plausible = fc
    .record({
      hostile: fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 2 }),
      values: fc.array(hostileText, { minLength: 2, maxLength: 2 }),
    })
    .map(({ hostile, values }) =>
      names.map((name): [string, string] => {
        const at = hostile.indexOf(name);
        const usual = plausibleValue(name, knowledge.values[name] ?? []);
        // Half the time the hostile text is wrapped in ordinary text, as if pasted into it.
        return [name, at < 0 ? usual : at === 0 ? values[at] : `${usual}${values[at]}${usual}`];
      }),
    );
  return fc.oneof(random, plausible);
}

const contentKinds = [
  'urlencoded',
  'multipart',
  'multipart-file',
  'broken-multipart',
  'json',
  'text',
  'none',
  'huge',
] as const;
type ContentKind = (typeof contentKinds)[number];

function requestBody(kind: ContentKind, fields: Array<[string, string]>, headers: Record<string, string>): BodyInit {
  const form = new URLSearchParams(fields).toString();
  switch (kind) {
    case 'urlencoded':
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      return form;
    case 'multipart':
    case 'multipart-file': {
      const data = new FormData();
      for (const [name, value] of fields) data.append(name, value);
      if (kind === 'multipart-file') {
        const content = Buffer.from(`%PDF-1.4 ${fields.map(([, value]) => value).join('')}`);
        data.append(fields[0]?.[0] ?? 'document', new Blob([content], { type: 'application/pdf' }), 'file.pdf');
      }
      return data;
    }
    case 'broken-multipart':
      headers['Content-Type'] = 'multipart/form-data; boundary=----nothing';
      return `------other\r\nContent-Disposition: form-data; name="x"\r\n\r\n${form}`;
    case 'json':
      headers['Content-Type'] = 'application/json';
      return JSON.stringify(Object.fromEntries(fields));
    case 'text':
      headers['Content-Type'] = 'text/plain';
      return form;
    case 'none':
      return form;
    case 'huge':
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      return `${form}&filler=${'x'.repeat(3 * 1024 * 1024)}`;
  }
}

function pageRequest(pattern: string): fc.Arbitrary<FuzzRequest> {
  const knowledge = fieldsByPattern.get(pattern) ?? { names: [], values: {} };
  const methods = fc.oneof(
    { weight: 5, arbitrary: fc.constant('GET') },
    { weight: 6, arbitrary: fc.constant('POST') },
    { weight: 1, arbitrary: fc.constantFrom('HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
  );
  return fc
    .record({
      role: fc.constantFrom(...roles),
      method: methods,
      pathname: concretePath(pattern),
      query: fc.array(fc.tuple(fc.constantFrom(...queryKeys), hostileText), { maxLength: 3 }),
      fields: formFields(knowledge),
      content: fc.constantFrom(...contentKinds),
      origin: fc.oneof(
        { weight: 12, arbitrary: fc.constant(base) },
        { weight: 1, arbitrary: fc.constantFrom('', 'https://evil.example', 'null') },
      ),
      forwardedFor: fc.ipV4(),
    })
    .filter((shape) => !(pattern === '/logout' && shape.role !== 'visitor'))
    .map((shape) => {
      const search = new URLSearchParams(shape.query);
      const url = `${base}${shape.pathname}${search.size > 0 ? `?${search}` : ''}`;
      const headers: Record<string, string> = { 'X-Forwarded-For': shape.forwardedFor };
      if (shape.origin) headers.Origin = shape.origin;
      if (sessionCookies[shape.role]) headers.Cookie = sessionCookies[shape.role];
      const body = ['GET', 'HEAD'].includes(shape.method)
        ? undefined
        : requestBody(shape.content, shape.fields, headers);
      const where = url.slice(base.length, base.length + 300);
      return {
        role: shape.role,
        method: shape.method,
        url,
        headers,
        body,
        describe: `${shape.role} ${shape.method} ${where} [${shape.content}] (${pattern})`,
      };
    });
}

function apiRequest(operation: ApiOperation) {
  const bodyValue = fc.oneof(
    hostileText,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
  return fc
    .record({
      role: fc.constantFrom(...roles),
      query: fc.array(
        fc.tuple(
          operation.query.length > 0 ? fc.oneof(fc.constantFrom(...operation.query), hostileText) : hostileText,
          hostileText,
        ),
        { maxLength: 4 },
      ),
      body: fc.oneof(
        fc
          .dictionary(
            operation.body.length > 0
              ? fc.oneof(fc.constantFrom(...operation.body), fc.string({ maxLength: 8 }))
              : fc.string({ maxLength: 8 }),
            bodyValue,
            { maxKeys: 8 },
          )
          .map((value) => JSON.stringify(value)),
        fc.jsonValue().map((value) => JSON.stringify(value)),
        hostileText,
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        '',
      ),
    })
    .map((shape): FuzzRequest => {
      const search = new URLSearchParams(shape.query);
      const url = `${base}${operation.path}${search.size > 0 ? `?${search}` : ''}`;
      const headers: Record<string, string> = {};
      if (shape.contentType) headers['Content-Type'] = shape.contentType;
      if (sessionCookies[shape.role]) headers.Cookie = sessionCookies[shape.role];
      const body = operation.method === 'GET' || operation.method === 'HEAD' ? undefined : shape.body;
      return {
        role: shape.role,
        method: operation.method,
        url,
        headers,
        body,
        describe: `${shape.role} ${operation.method} ${url.slice(base.length, base.length + 300)} (api)`,
      };
    });
}

const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+\)?|node_modules\/|file:\/\/\//;

test(`${REQUESTS} seeded requests over every route and API operation, signed out and signed in, get no server error`, async () => {
  // Signing out would end the fuzzer's own sessions, so Logout is fuzzed signed out only.
  // Pages with forms are where input reaches the code behind them: they are chosen three times as often.
  const pages = fc.oneof(
    ...[...new Set(patterns)].map((pattern) => ({
      weight: fieldsByPattern.get(pattern)?.names.length ? 3 : 1,
      arbitrary: pageRequest(pattern),
    })),
  );
  const api = fc.oneof(...apiOperations.map(apiRequest));
  const anyRequest = fc.oneof({ weight: 6, arbitrary: pages }, { weight: 1, arbitrary: api });

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const started = Date.now();
  let requests: FuzzRequest[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      let status: number;
      let text = '';
      try {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        status = response.status;
        text = request.method === 'HEAD' ? '' : await response.text();
      } catch (error) {
        const cause = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
        const exited = server?.exitCode !== null ? `; the server exited: ${serverOutput.slice(-2000)}` : '';
        failures.push(`${request.describe}: no answer (${cause})${exited}`);
        continue;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) failures.push(`${request.describe}: ${status} ${text.slice(0, 200)}`);
      else if (STACK_TRACE.test(text)) failures.push(`${request.describe}: a stack trace in the answer`);
    }
  };
  // In batches of 500, each from its own seed: the bodies of 20,000 requests would not fit in memory at once.
  for (let sent = 0, batch = 0; sent < REQUESTS; sent += requests.length, batch += 1) {
    requests = fc.sample(anyRequest, { seed: SEED + batch, numRuns: Math.min(BATCH, REQUESTS - sent) });
    next = 0;
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }

  const seconds = (Date.now() - started) / 1000;
  const byStatus = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `route fuzz: ${REQUESTS} requests (seed ${SEED}) over ${patterns.length} route patterns and ${apiOperations.length} API operations in ${seconds.toFixed(1)} s; statuses ${byStatus}; ${failures.length} failures`,
  );
  expect(fieldsByPattern.size).toBe(new Set(patterns).size);
  expect(failures.slice(0, 20)).toEqual([]);
}, 1_800_000);
