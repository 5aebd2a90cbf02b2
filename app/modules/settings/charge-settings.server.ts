import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { asc, eq, inArray } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import { settings, vehicleModels, vehicleTypes } from '~/db/schema';
import { recordChange } from '~/modules/audit/audit-trail.server';
import { forgetReferenceData } from '~/modules/cache/reference-cache.server';
import { saveSettingsSection, sectionRecord } from './company-settings.server';
import {
  type ChargeRules,
  type ClassChargesInput,
  type TankSizesInput,
  chargeRuleKeys,
  chargeRulesSchema,
  classChargesSchema,
  seededChargeRules,
  tankSizesSchema,
} from './charge-settings-form';
import type { Translate } from '~/i18n/translate';

/**
 * The figures the counter's charges read: company-wide ones in `settings`, the CDW excess and
 * extra-kilometre rate on each vehicle type, the tank size on each vehicle model. Edited by the
 * owner on the settings page; every save records what changed.
 */

const wholeOrSeeded = (value: unknown, seeded: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : seeded;

/** The company-wide figures; a missing or damaged row reads as its seeded value. */
export async function chargeRules(database: Database = db()): Promise<ChargeRules> {
  const rows = await database
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, chargeRuleKeys));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    chargeRuleKeys.map((key) => [key, wholeOrSeeded(stored[key], seededChargeRules[key])]),
  ) as ChargeRules;
}

/** The standard CDW excess and extra-kilometre rate of a model's class, in fils; null for an unknown model. */
export async function modelClassFigures(
  vehicleModelId: number,
  database: Database = db(),
): Promise<{ cdwExcessFils: number; extraKmFils: number } | null> {
  const [row] = await database
    .select({ cdwExcessFils: vehicleTypes.cdwExcessFils, extraKmFils: vehicleTypes.extraKmFils })
    .from(vehicleModels)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleModels.vehicleTypeId))
    .where(eq(vehicleModels.id, vehicleModelId));
  return row ?? null;
}

/** What the settings page shows of the charge figures. */
export async function readChargeSettingsForStaff() {
  const [rules, types, models] = await Promise.all([
    chargeRules(),
    db()
      .select({
        id: vehicleTypes.id,
        label: vehicleTypes.label,
        cdwExcessFils: vehicleTypes.cdwExcessFils,
        extraKmFils: vehicleTypes.extraKmFils,
        scdwDailyFils: vehicleTypes.scdwDailyFils,
        depositFils: vehicleTypes.depositFils,
      })
      .from(vehicleTypes)
      .orderBy(asc(vehicleTypes.sortOrder), asc(vehicleTypes.id)),
    db()
      .select({
        id: vehicleModels.id,
        brand: vehicleModels.brand,
        name: vehicleModels.name,
        tankLitres: vehicleModels.tankLitres,
      })
      .from(vehicleModels)
      .where(eq(vehicleModels.active, true))
      .orderBy(asc(vehicleModels.brand), asc(vehicleModels.name), asc(vehicleModels.id)),
  ]);
  return { rules, types, models };
}

const saveChargeRules = (actorId: number, rules: ChargeRules) => saveSettingsSection(actorId, 'charges', rules);

const classFigureKeys = ['cdwExcessFils', 'extraKmFils', 'scdwDailyFils', 'depositFils'] as const;

/** Saves each vehicle type's excess, kilometre rate, super CDW and deposit; the history keys them by figure and type name. */
async function saveClassCharges(actorId: number, figures: ClassChargesInput) {
  const changed = await db().transaction(async (tx) => {
    const changes: Record<string, { from: number; to: number }> = {};
    for (const entry of figures) {
      const [before] = await tx
        .select({
          name: vehicleTypes.name,
          cdwExcessFils: vehicleTypes.cdwExcessFils,
          extraKmFils: vehicleTypes.extraKmFils,
          scdwDailyFils: vehicleTypes.scdwDailyFils,
          depositFils: vehicleTypes.depositFils,
        })
        .from(vehicleTypes)
        .where(eq(vehicleTypes.id, entry.vehicleTypeId))
        .for('update');
      if (!before) continue;
      const moved = classFigureKeys.filter((key) => before[key] !== entry[key]);
      if (!moved.length) continue;
      await tx
        .update(vehicleTypes)
        .set({
          cdwExcessFils: entry.cdwExcessFils,
          extraKmFils: entry.extraKmFils,
          scdwDailyFils: entry.scdwDailyFils,
          depositFils: entry.depositFils,
        })
        .where(eq(vehicleTypes.id, entry.vehicleTypeId));
      for (const key of moved) changes[`${key}:${before.name}`] = { from: before[key], to: entry[key] };
    }
    if (!Object.keys(changes).length) return false;
    await recordChange(
      { actorId, entity: 'setting', entityId: sectionRecord.classCharges, action: 'updated', changes },
      tx,
    );
    return true;
  });
  forgetReferenceData();
  return changed;
}

/** Saves each model's tank size; the history keys it by the model's brand and name. */
async function saveTankSizes(actorId: number, sizes: TankSizesInput) {
  const changed = await db().transaction(async (tx) => {
    const changes: Record<string, { from: number; to: number }> = {};
    for (const entry of sizes) {
      const [before] = await tx
        .select({ brand: vehicleModels.brand, name: vehicleModels.name, tankLitres: vehicleModels.tankLitres })
        .from(vehicleModels)
        .where(eq(vehicleModels.id, entry.vehicleModelId))
        .for('update');
      if (!before || before.tankLitres === entry.tankLitres) continue;
      await tx
        .update(vehicleModels)
        .set({ tankLitres: entry.tankLitres })
        .where(eq(vehicleModels.id, entry.vehicleModelId));
      changes[`tankLitres:${before.brand} ${before.name}`] = { from: before.tankLitres, to: entry.tankLitres };
    }
    if (!Object.keys(changes).length) return false;
    await recordChange({ actorId, entity: 'setting', entityId: sectionRecord.tanks, action: 'updated', changes }, tx);
    return true;
  });
  forgetReferenceData();
  return changed;
}

/**
 * Checks and saves one of the charge sections of the settings page from its posted form: the
 * submission to show again with its messages, or whether anything changed.
 */
export async function saveChargeSection(
  actorId: number,
  section: 'charges' | 'classCharges' | 'tanks',
  form: FormData,
  t: Translate,
): Promise<{ failed: SubmissionResult<string[]> } | { changed: boolean }> {
  if (section === 'charges') {
    const submission = parseWithZod(form, { schema: chargeRulesSchema(t) });
    if (submission.status !== 'success') return { failed: submission.reply() };
    return { changed: await saveChargeRules(actorId, submission.value) };
  }
  const { types, models } = await readChargeSettingsForStaff();
  if (section === 'classCharges') {
    const schema = classChargesSchema(
      t,
      types.map((type) => type.id),
    );
    const submission = parseWithZod(form, { schema });
    if (submission.status !== 'success') return { failed: submission.reply() };
    return { changed: await saveClassCharges(actorId, submission.value) };
  }
  const schema = tankSizesSchema(
    t,
    models.map((model) => model.id),
  );
  const submission = parseWithZod(form, { schema });
  if (submission.status !== 'success') return { failed: submission.reply() };
  return { changed: await saveTankSizes(actorId, submission.value) };
}
