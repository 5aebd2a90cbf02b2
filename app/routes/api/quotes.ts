import type { Route } from './+types/quotes';
import { answerQuoteRequest } from '~/modules/api/quote-endpoint.server';

/** POST /api/v1/quotes (the production server answers it before routing; see server/main.ts). */
export const action = ({ request }: Route.ActionArgs) => answerQuoteRequest(request);

export const loader = ({ request }: Route.LoaderArgs) => answerQuoteRequest(request);
