import type { Route } from './+types/vehicles';
import { fieldErrors } from '~/modules/api/field-errors';
import { json, jsonOnly, methodNotAllowed, PUBLIC_CACHE, validationFailed } from '~/modules/api/responses';
import { vehiclesQuerySchema } from '~/modules/api/schemas';
import { serialiseVehicle } from '~/modules/api/serialisers';
import { listVehiclesForApi } from '~/modules/api/vehicles.server';
import { env } from '~/modules/config/env.server';

/** GET /api/v1/vehicles?type=&brand=: the active fleet with rate cards. */
export function loader({ url }: Route.LoaderArgs) {
  return jsonOnly(async () => {
    const params = url.searchParams;
    const query = vehiclesQuerySchema.safeParse({
      type: params.get('type') ?? undefined,
      brand: params.get('brand') ?? undefined,
    });
    if (!query.success) return validationFailed(fieldErrors(query.error));
    const vehicles = await listVehiclesForApi(query.data);
    const appUrl = env().APP_URL;
    return json({ vehicles: vehicles.map((vehicle) => serialiseVehicle(vehicle, appUrl)) }, { cache: PUBLIC_CACHE });
  });
}

export function action() {
  return methodNotAllowed(['GET', 'HEAD']);
}
