import { RouterContextProvider, type ServerBuild } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '~/modules/config/logger.server';
import { outageNoticeContext } from './outage-notice';
import { answerDatabaseOutages } from './database-outage-answers.server';
import { requestPageContext, pageOfUrl } from './request-page';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const page = () => null;

function buildWith(module: Record<string, unknown>): ServerBuild {
  return { routes: { 'routes/x': { id: 'routes/x', path: 'x', module } } } as unknown as ServerBuild;
}

function args(path: string, init: RequestInit = {}) {
  const request = new Request(`http://localhost${path}`, init);
  const context = new RouterContextProvider();
  context.set(requestPageContext, pageOfUrl(new URL(request.url)));
  return { request, context, params: {}, url: new URL(request.url) } as never;
}

const routeOf = (build: ServerBuild) =>
  build.routes['routes/x']!.module as unknown as {
    loader: (a: never) => Promise<unknown>;
    action: (a: never) => Promise<unknown>;
  };

describe('answerDatabaseOutages', () => {
  beforeEach(() => {
    vi.spyOn(logger(), 'warn').mockImplementation(() => undefined);
  });

  it("turns a page loader's outage into a thrown 503 with Retry-After", async () => {
    const build = answerDatabaseOutages(buildWith({ default: page, loader: () => Promise.reject(refused()) }));
    await expect(routeOf(build).loader(args('/blogs'))).rejects.toMatchObject({
      data: { unavailable: true },
      init: { status: 503, headers: { 'Retry-After': '30' } },
    });
  });

  it("answers a page action's outage without throwing: the form stays, with a message and a one-time alert", async () => {
    const build = answerDatabaseOutages(buildWith({ default: page, action: () => Promise.reject(refused()) }));
    const answer = (await routeOf(build).action(
      args('/ar/contact-us', { method: 'POST', headers: { 'Sec-Fetch-Mode': 'cors' } }),
    )) as { data: Record<string, unknown>; init: { status: number; headers: Headers } };
    expect(answer.init.status).toBe(503);
    expect(answer.data).toMatchObject({
      ok: false,
      unavailable: true,
      result: { status: 'error', error: { '': [expect.stringContaining('لم يُرسل')] } },
    });
    expect(answer.init.headers.get('Set-Cookie')).toMatch(/^flash=/);
    expect(answer.init.headers.get('Retry-After')).toBe('30');
  });

  it('puts the message in the request context for a post without JavaScript, whose page renders in the same request', async () => {
    const build = answerDatabaseOutages(buildWith({ default: page, action: () => Promise.reject(refused()) }));
    const call = args('/contact-us', { method: 'POST', headers: { 'Sec-Fetch-Mode': 'navigate' } }) as {
      context: RouterContextProvider;
    };
    const answer = (await routeOf(build).action(call as never)) as { init: { headers: Headers } };
    expect(answer.init.headers.get('Set-Cookie')).toBeNull();
    expect(call.context.get(outageNoticeContext)).toContain('Not sent');
  });

  it('answers a resource route (no page) with a plain 503', async () => {
    const build = answerDatabaseOutages(buildWith({ loader: () => Promise.reject(refused()) }));
    const response = await routeOf(build)
      .loader(args('/invoices/1'))
      .catch((thrown: unknown) => thrown);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(503);
    expect((response as Response).headers.get('Retry-After')).toBe('30');
  });

  it('lets every other error, redirect and value through unchanged', async () => {
    const bug = new Error('a bug');
    const redirect = new Response(null, { status: 302 });
    const build = answerDatabaseOutages(
      buildWith({ default: page, loader: () => Promise.reject(bug), action: () => Promise.reject(redirect) }),
    );
    await expect(routeOf(build).loader(args('/x'))).rejects.toBe(bug);
    await expect(routeOf(build).action(args('/x', { method: 'POST' }))).rejects.toBe(redirect);
    const fine = answerDatabaseOutages(buildWith({ default: page, loader: () => ({ a: 1 }) }));
    expect(await routeOf(fine).loader(args('/x'))).toEqual({ a: 1 });
  });
});
