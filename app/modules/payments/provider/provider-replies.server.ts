import type { z } from 'zod';

/**
 * How the N-Genius client reads what the provider answers: one error type for every way a call can
 * fail (by kind, so callers decide between retry and refusal), and the reading of a reply against
 * the shape the client expects.
 */
export type PaymentProviderErrorKind = 'timeout' | 'unavailable' | 'rejected' | 'malformed';
export type PaymentOperation = 'token' | 'createOrder' | 'readOrder' | 'refund' | 'capture' | 'cancel';

export class PaymentProviderError extends Error {
  readonly kind: PaymentProviderErrorKind;
  readonly operation: PaymentOperation;
  /** The provider's HTTP status, when it answered at all. */
  readonly status?: number;

  constructor(
    kind: PaymentProviderErrorKind,
    operation: PaymentOperation,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(`N-Genius ${operation}: ${message}`, { cause: options.cause });
    this.name = 'PaymentProviderError';
    this.kind = kind;
    this.operation = operation;
    this.status = options.status;
  }
}

export async function readReply<T extends z.ZodType>(
  operation: PaymentOperation,
  response: Response,
  schema: T,
): Promise<z.infer<T>> {
  const text = await response.text();
  if (!response.ok) {
    const detail = providerMessage(text);
    const message = `the provider answered ${response.status}${detail ? ` (${detail})` : ''}`;
    // 429 asks us to come back later, like a 5xx; other 4xx refuse this request as sent.
    const kind = response.status >= 500 || response.status === 429 ? 'unavailable' : 'rejected';
    throw new PaymentProviderError(kind, operation, message, { status: response.status });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PaymentProviderError('malformed', operation, 'the reply is not JSON', { status: response.status });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const paths = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ');
    throw new PaymentProviderError('malformed', operation, `the reply does not have the expected shape at ${paths}`, {
      status: response.status,
    });
  }
  return parsed.data;
}

/** The provider's own words about a refusal, shortened; never the request, which holds the key or token. */
function providerMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: { message?: unknown; errorCode?: unknown }[] };
    const first = Array.isArray(body.errors) ? body.errors[0] : undefined;
    const parts = [body.message, first?.errorCode, first?.message].filter(
      (part): part is string => typeof part === 'string' && part.length > 0,
    );
    return parts.join(': ').slice(0, 200);
  } catch {
    return '';
  }
}

export function asProviderError(operation: PaymentOperation, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new PaymentProviderError('timeout', operation, 'no answer in time', { cause: error });
  }
  return new PaymentProviderError('unavailable', operation, 'the provider could not be reached', { cause: error });
}

/** Waits for a shared promise, but gives up when this caller's own deadline passes. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
