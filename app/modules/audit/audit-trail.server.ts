import { and, desc, eq } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import { auditEvents, users } from '~/db/schema';

export type AuditEntity =
  | 'vehicle'
  | 'vehicle_image'
  | 'rate_card'
  | 'branch_fleet'
  | 'car'
  | 'offer'
  | 'blog'
  | 'blog_topic'
  | 'testimonial'
  | 'fleet_category'
  | 'person'
  | 'setting'
  | 'submission'
  | 'preowned_car'
  | 'preowned_car_image'
  | 'car_block'
  | 'promo_code';

export type Change = {
  actorId: number | null;
  entity: AuditEntity;
  entityId: string | number;
  action: 'created' | 'updated' | 'deleted' | 'restored' | string;
  changes?: Record<string, unknown> | null;
  reason?: string | null;
};

/**
 * Records one staff change. Pass the transaction that made the change, so the record and the
 * change land together or not at all.
 */
export async function recordChange(change: Change, database: Database = appDb()) {
  await database.insert(auditEvents).values({
    actorId: change.actorId,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    changes: change.changes ?? null,
    reason: change.reason ?? null,
  });
}

/** The fields that differ between two versions of a record, as { field: { from, to } }. */
/** JSON with object keys sorted: PostgreSQL's jsonb gives keys back in its own order, which is no change. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (canonicalJson(before[key]) !== canonicalJson(after[key]))
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}

/** A record's history, newest first, with the staff member's name. */
export function listChanges(entity: AuditEntity, entityId: string | number, limit = 50) {
  return appDb()
    .select({
      id: auditEvents.id,
      actorId: auditEvents.actorId,
      action: auditEvents.action,
      changes: auditEvents.changes,
      reason: auditEvents.reason,
      createdAt: auditEvents.createdAt,
      actorEmail: users.email,
      actorName: users.fullName,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, String(entityId))))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}
