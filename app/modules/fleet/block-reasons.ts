/** Why staff take cars out of availability; shared by the table, the form and the page. */
export const blockReasons = ['maintenance', 'accident', 'reserved', 'other'] as const;
export type BlockReason = (typeof blockReasons)[number];
