import { type AuditEntity, listChanges } from '~/modules/audit/audit-trail.server';

/**
 * A vehicle's changes from several kinds of record, newest first. Image, rate and stock changes
 * are recorded under the model's id (entity 'vehicle_image', 'rate_card', 'branch_fleet').
 */
async function mergedHistory(vehicleModelId: number, entities: AuditEntity[]) {
  const lists = await Promise.all(
    entities.map(async (entity) => (await listChanges(entity, vehicleModelId)).map((event) => ({ ...event, entity }))),
  );
  return lists.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}

export const vehicleHistory = (vehicleModelId: number) => mergedHistory(vehicleModelId, ['vehicle', 'vehicle_image']);
export const ratesHistory = (vehicleModelId: number) => mergedHistory(vehicleModelId, ['rate_card', 'branch_fleet']);
