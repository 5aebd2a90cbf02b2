import type { AuditEntity } from '~/modules/audit/audit-trail.server';

/**
 * The kinds of record the history screen sorts changes by, in the words staff use at the counter
 * and in the back office. Free of database code: the filter, the page and the query share it.
 */
export const historyKinds = [
  'booking',
  'payment',
  'deposit',
  'car',
  'block',
  'vehicle',
  'preowned',
  'content',
  'settings',
  'account',
  'inbox',
] as const;
export type HistoryKind = (typeof historyKinds)[number];

/**
 * Which audit-log records belong to each kind. Kinds kept in tables of their own (booking, payment,
 * deposit and account moves) have none. Every audit entity is named once, so nothing is left out
 * of the list and nothing is counted twice.
 */
export const auditEntitiesOf = {
  booking: [],
  payment: [],
  deposit: [],
  car: ['car'],
  block: ['car_block'],
  vehicle: ['vehicle', 'vehicle_image', 'rate_card', 'branch_fleet'],
  preowned: ['preowned_car', 'preowned_car_image'],
  content: ['offer', 'blog', 'blog_topic', 'testimonial', 'fleet_category', 'person'],
  settings: ['setting'],
  account: [],
  inbox: ['submission'],
} as const satisfies Record<HistoryKind, readonly AuditEntity[]>;

/** The kind an audit entry's record belongs to; an entity added later without a kind reads as content. */
export function kindOfAuditEntity(entity: string): HistoryKind {
  for (const kind of historyKinds) {
    if ((auditEntitiesOf[kind] as readonly string[]).includes(entity)) return kind;
  }
  return 'content';
}
