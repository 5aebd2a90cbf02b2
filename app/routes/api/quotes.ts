import type { Route } from './+types/quotes';
import { fieldErrors } from '~/modules/api/field-errors';
import { quoteRental } from '~/modules/api/quote.server';
import { readJsonBody } from '~/modules/api/read-json-body';
import { json, jsonOnly, methodNotAllowed, NO_STORE, validationFailed } from '~/modules/api/responses';
import { quoteRequestSchema } from '~/modules/api/schemas';
import { serialiseQuote } from '~/modules/api/serialisers';

const allowed = ['POST'];

/** POST /api/v1/quotes: the price of one rental, or 400 with a message per field. */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(allowed);
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

export function loader() {
  return methodNotAllowed(allowed);
}
