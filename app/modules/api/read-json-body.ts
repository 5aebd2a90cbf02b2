import type { FieldErrors } from './schemas';

/** A quote request is a few hundred bytes; far more is a mistake or an attack. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; errors: FieldErrors };

const fail = (message: string): BodyResult => ({ ok: false, errors: { body: message } });
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

export const bodyMessages = {
  contentType: 'Send the body as JSON with Content-Type: application/json.',
  tooLarge: `The request body is larger than ${MAX_BODY_BYTES} bytes.`,
  empty: 'The request body is empty; send a JSON object.',
  malformed: 'The request body is not valid JSON.',
  unreadable: 'The request body could not be read.',
} as const;

/** Reads at most `limit` bytes of the body; null when there are more (the rest is never buffered). */
async function readBounded(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The request's JSON body, or the reason it cannot be had, keyed "body". */
export async function readJsonBody(request: Request): Promise<BodyResult> {
  if (!JSON_TYPE.test(request.headers.get('Content-Type') ?? '')) return fail(bodyMessages.contentType);
  if (Number(request.headers.get('Content-Length')) > MAX_BODY_BYTES) return fail(bodyMessages.tooLarge);
  let text: string | null;
  try {
    text = await readBounded(request, MAX_BODY_BYTES);
  } catch {
    return fail(bodyMessages.unreadable);
  }
  if (text === null) return fail(bodyMessages.tooLarge);
  if (text.trim() === '') return fail(bodyMessages.empty);
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return fail(bodyMessages.malformed);
  }
}
