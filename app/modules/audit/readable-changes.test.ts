import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { type HistoryNames, readableChanges } from './readable-changes';

const names: HistoryNames = {
  branchById: new Map([[5, 'Al Ain – Al Jimi']]),
  branchByValue: new Map([['Al Ain_Al Jimi', 'Al Ain – Al Jimi']]),
  vehicleTypeById: new Map([[3, 'SUV Standard']]),
  vehicleTypeByName: new Map([
    ['SUV Standard', 'SUV Standard'],
    ['Economy', 'Economy'],
  ]),
};
const en = (entity: string, changes: Record<string, unknown>) =>
  readableChanges(entity, changes, names, translator('en'), 'en');

describe('audit entries as people read them', () => {
  test('new rates name the charge and tier, and show AED amounts old -> new; the card id is not shown', () => {
    expect(
      en('rate_card', {
        rateCardId: 12,
        dailyFils: { from: 12000, to: 13050 },
        cdwWeeklyFils: { from: null, to: 2500 },
      }),
    ).toEqual([
      { label: 'Rental rate, Daily (1–6 days)', from: 'AED\u00a0120.00', to: 'AED\u00a0130.50' },
      { label: 'Full insurance (CDW), Weekly (7–21 days)', from: '(empty)', to: 'AED\u00a025.00' },
    ]);
  });

  test('cars per branch and opening hours name the branch; minimum ages name the vehicle type', () => {
    expect(en('branch_fleet', { 'branch 5': { from: 2, to: 4 } })).toEqual([
      { label: 'Al Ain – Al Jimi', from: '2', to: '4' },
    ]);
    expect(en('setting', { 'Al Ain_Al Jimi': { from: '08:00-20:00', to: '09:00-21:00' } })).toEqual([
      { label: 'Al Ain – Al Jimi', from: '08:00-20:00', to: '09:00-21:00' },
    ]);
    expect(en('setting', { 'SUV Standard': { from: 21, to: 23 } })).toEqual([
      { label: 'SUV Standard', from: '21', to: '23' },
    ]);
  });

  test('a vehicle edit: type by name, yes/no, each language of the description on its own line', () => {
    expect(
      en('vehicle', {
        vehicleTypeId: { from: 3, to: 3 },
        airConditioned: { from: true, to: false },
        description: { from: { en: 'Roomy.', ar: 'واسعة.' }, to: { en: 'Roomy and quiet.', ar: 'واسعة.' } },
      }),
    ).toEqual([
      { label: 'Vehicle type', from: 'SUV Standard', to: 'SUV Standard' },
      { label: 'Air conditioning', from: 'Yes', to: 'No' },
      { label: 'Description (English)', from: 'Roomy.', to: 'Roomy and quiet.' },
    ]);
  });

  test('grouped settings change per part, with their form labels; a replaced banner or a long text only says so', () => {
    expect(
      en('setting', {
        hotlines: {
          from: { abuDhabiAlAin: '600 587004', dubaiNorthern: '600 587005' },
          to: { abuDhabiAlAin: '600 587004', dubaiNorthern: '600 587006' },
        },
      }),
    ).toEqual([{ label: 'Hotline for Dubai and the Northern Emirates', from: '600 587005', to: '600 587006' }]);
    expect(
      en('setting', { staffNotificationEmails: { from: { lease: 'a@example.ae' }, to: { lease: 'b@example.ae' } } }),
    ).toEqual([{ label: 'Mail for Lease quote requests', from: 'a@example.ae', to: 'b@example.ae' }]);
    expect(
      en('offer', { bannerFileId: { from: 4, to: 9 }, startDate: { from: '2026-12-01', to: '2026-12-02' } }),
    ).toEqual([
      { label: 'Banner image', note: 'replaced' },
      { label: 'Valid from', from: '1 December 2026', to: '2 December 2026' },
    ]);
    expect(en('setting', { invoiceAddress: { from: 'x'.repeat(200), to: 'y'.repeat(200) } })).toEqual([
      { label: 'Invoice address', note: 'replaced' },
    ]);
  });

  test('Arabic readers get Arabic labels and values', () => {
    const lines = readableChanges(
      'rate_card',
      { dailyFils: { from: 12000, to: 13050 }, babySeatFils: { from: 0, to: 1500 } },
      names,
      translator('ar'),
      'ar',
    );
    expect(lines.map((line) => line.label).join(' ')).toMatch(/[\u0600-\u06ff]/);
    expect(lines.map((line) => line.label).join(' ')).not.toMatch(/Fils|daily/i);
  });

  test('entries not shaped as changes, and unknown fields, do not break the history', () => {
    expect(en('vehicle', { brand: 'Toyota', imageFileIds: [1, 2] })).toEqual([]);
    expect(readableChanges('vehicle', null, names, translator('en'), 'en')).toEqual([]);
    expect(en('mystery', { someField: { from: 'a', to: 'b' } })).toEqual([{ label: 'someField', from: 'a', to: 'b' }]);
  });
});
