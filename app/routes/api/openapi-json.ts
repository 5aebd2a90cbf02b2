import { buildOpenApiDocument } from '~/modules/api/openapi';
import { json, jsonOnly, methodNotAllowed, PUBLIC_CACHE } from '~/modules/api/responses';
import { env } from '~/modules/config/env.server';

/** GET /api/v1/openapi.json: the API's OpenAPI 3.1 description. */
export function loader() {
  return jsonOnly(async () => json(buildOpenApiDocument(env().APP_URL), { cache: PUBLIC_CACHE }));
}

export function action() {
  return methodNotAllowed(['GET', 'HEAD']);
}
