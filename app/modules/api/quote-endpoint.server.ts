import { fieldErrors } from './field-errors';
import { quoteRental } from './quote.server';
import { readJsonBody } from './read-json-body';
import { json, jsonOnly, methodNotAllowed, NO_STORE, validationFailed } from './responses';
import { quoteRequestSchema } from './schemas';
import { serialiseQuote } from './serialisers';

const allowed = ['POST'];

/**
 * POST /api/v1/quotes: the price of one rental, or 400 with a message per field. The route module
 * answers with it, and so does the server ahead of page routing (server/main.ts), as partners and
 * apps ask for quotes far more often than for pages.
 */
export function answerQuoteRequest(request: Request): Promise<Response> {
  if (request.method !== 'POST') return Promise.resolve(methodNotAllowed(allowed));
  return jsonOnly(async () => {
    const body = await readJsonBody(request);
    if (!body.ok) return validationFailed(body.errors);
    const input = quoteRequestSchema.safeParse(body.value);
    if (!input.success) return validationFailed(fieldErrors(input.error));
    const outcome = await quoteRental(input.data, new Date());
    if (!outcome.ok) return validationFailed(outcome.errors);
    return json(serialiseQuote(outcome.quote, outcome.available), { cache: NO_STORE });
  });
}
