import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/**
 * Who changed which staff-managed record, when, how and why: one row per change, readable per
 * record by staff. `entity` names the kind of record ('vehicle', 'rate_card', 'offer', 'blog',
 * 'setting', ...), `entityId` its key as text.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    /** Changed fields as { field: { from, to } }, or a summary for creations and deletions. */
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.createdAt),
    // The history screen reads every change newest first, or one staff member's.
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
  ],
);
