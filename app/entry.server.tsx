import crypto from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { DocumentNonce } from '~/components/frame/frame-user';
import '~/i18n/catalogues.server';
import { env } from '~/modules/config/env.server';
import { REQUEST_ID_HEADER, logger } from '~/modules/config/logger.server';
import { RETRY_AFTER_SECONDS } from '~/modules/db/database-outage';
import { paymentPageOrigin } from '~/modules/payments/provider/payment-client.server';
import { withoutModulePreloads } from '~/utils/paint-first.server';
import { contentSecurityPolicy } from '~/utils/security-headers.server';

export const streamTimeout = 5_000;

// For server/main.ts, which uses them with this build (they must run with the build's own modules).
export { answerDatabaseOutages } from '~/utils/database-outage-answers.server';
export { answerQuoteRequest } from '~/modules/api/quote-endpoint.server';
export { answerFrameRequest } from '~/modules/auth/session-frame.server';
export { personalPageState } from '~/modules/auth/personal-pages.server';

/**
 * Every error a loader or action throws (not the 404s and 400s they answer on purpose) is logged
 * once, with the request id the client was sent, so a report of a failure can be found.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  logger().error(
    {
      err: error,
      requestId: request.headers.get(REQUEST_ID_HEADER),
      method: request.method,
      path: new URL(request.url).pathname,
    },
    'a request failed',
  );
};

/** 503 is only ever answered while the database is unreachable: tell clients when to try again. */
function askToRetryLater(status: number, headers: Headers) {
  if (status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  askToRetryLater(response.status, response.headers);
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // A fresh nonce per document: inline scripts run only when they carry it.
  const nonce = crypto.randomBytes(16).toString('base64');
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, paymentPageOrigin(env())));
  askToRetryLater(responseStatusCode, responseHeaders);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <DocumentNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentNonce>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body.pipe(withoutModulePreloads()));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            logger().error(
              { err: error, requestId: request.headers.get(REQUEST_ID_HEADER) },
              'rendering a page failed',
            );
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
