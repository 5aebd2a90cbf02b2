import { describe, expect, test } from 'vitest';
import { withTestDatabase } from '../../../tests/setup/test-database';
import { createAccount } from '../../../tests/factories/accounts';
import { db } from '~/db/client.server';
import { auditEvents } from '~/db/schema';
import { changedFields, listChanges, recordChange } from './audit-trail.server';

withTestDatabase();

describe('changedFields', () => {
  test('lists only the fields whose value differs, with before and after', () => {
    expect(
      changedFields({ name: 'Sunny', doors: 4, popular: false }, { name: 'Sunny', doors: 5, popular: true }),
    ).toEqual({
      doors: { from: 4, to: 5 },
      popular: { from: false, to: true },
    });
  });

  test('compares nested values by content and treats a new field as changed from null', () => {
    expect(changedFields({ description: { en: 'A' } }, { description: { en: 'A' }, seats: 5 })).toEqual({
      seats: { from: null, to: 5 },
    });
  });
});

describe('the audit trail', () => {
  test("a record's history is its own, newest first, with the staff member's name", async () => {
    const staff = await createAccount({ roles: ['cms'], fullName: 'Mariam Content' });
    await recordChange({
      actorId: staff.id,
      entity: 'vehicle',
      entityId: 7,
      action: 'created',
      changes: { name: 'Sunny' },
    });
    await recordChange({
      actorId: staff.id,
      entity: 'vehicle',
      entityId: 7,
      action: 'updated',
      changes: { doors: { from: 4, to: 5 } },
      reason: 'Facelift model',
    });
    await recordChange({ actorId: staff.id, entity: 'vehicle', entityId: 8, action: 'created' });
    await recordChange({ actorId: staff.id, entity: 'offer', entityId: 7, action: 'created' });

    const history = await listChanges('vehicle', 7);
    expect(history.map((event) => event.action)).toEqual(['updated', 'created']);
    expect(history[0]).toMatchObject({
      reason: 'Facelift model',
      actorName: 'Mariam Content',
      changes: { doors: { from: 4, to: 5 } },
    });
  });

  test('a change recorded inside a transaction that fails is not kept', async () => {
    await expect(
      db().transaction(async (tx) => {
        await recordChange({ actorId: null, entity: 'setting', entityId: 'hotline', action: 'updated' }, tx);
        throw new Error('the change itself failed');
      }),
    ).rejects.toThrow('the change itself failed');
    const rows = await db().select().from(auditEvents);
    expect(rows.some((row) => row.entity === 'setting')).toBe(false);
  });
});
