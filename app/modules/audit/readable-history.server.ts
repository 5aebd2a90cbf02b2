import { db } from '~/db/client.server';
import { branches, emirates, vehicleTypes } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { type ChangeLine, type HistoryNames, readableChanges } from './readable-changes';

/** Branch and vehicle type names in the reader's language, for entries that stored ids or internal keys. */
async function historyNames(locale: Locale): Promise<HistoryNames> {
  const [branchRows, typeRows, emirateRows] = await Promise.all([
    db()
      .select({ id: branches.id, value: branches.value, city: branches.cityLabel, name: branches.nameLabel })
      .from(branches),
    db().select({ id: vehicleTypes.id, name: vehicleTypes.name, label: vehicleTypes.label }).from(vehicleTypes),
    db().select({ name: emirates.name, label: emirates.label }).from(emirates),
  ]);
  const branchName = (row: (typeof branchRows)[number]) =>
    `${localized(row.city, locale)} – ${localized(row.name, locale)}`;
  return {
    branchById: new Map(branchRows.map((row) => [row.id, branchName(row)])),
    branchByValue: new Map(branchRows.map((row) => [row.value, branchName(row)])),
    vehicleTypeById: new Map(typeRows.map((row) => [row.id, localized(row.label, locale)])),
    vehicleTypeByName: new Map(typeRows.map((row) => [row.name, localized(row.label, locale)])),
    emirateByName: new Map(emirateRows.map((row) => [row.name, localized(row.label, locale)])),
  };
}

type AuditEvent = { action: string; changes: unknown; entity?: string };

/**
 * A history as staff read it: each entry gains its changed fields as lines in the reader's language
 * (see readableChanges); `entity` is the kind of record when the entries do not say it themselves.
 */
export async function readableHistory<E extends AuditEvent>(
  events: E[],
  entity: string,
  locale: Locale,
): Promise<Array<E & { lines: ChangeLine[] }>> {
  if (events.length === 0) return [];
  const names = await historyNames(locale);
  const t = translator(locale);
  return events.map((event) => ({
    ...event,
    lines: readableChanges(event.entity ?? entity, event.changes as Record<string, unknown> | null, names, t, locale),
  }));
}
