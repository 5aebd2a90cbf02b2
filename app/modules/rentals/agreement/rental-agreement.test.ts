import { describe, expect, test } from 'vitest';
import { seededChargeRules } from '~/modules/settings/charge-settings-form';
import type { RentalAgreementSource } from './agreement-source';
import { buildRentalAgreement } from './rental-agreement';

const source: RentalAgreementSource = {
  reference: 'RAC-8XUTHX64',
  signedAt: '1 Mar 2027, 10:00',
  seller: { tradeName: 'Rent a Car', legalName: 'Rent a Car LLC', trn: '100000000000003' },
  renter: { name: 'Sara Ahmed', phone: '+971501234567', email: 'sara@example.ae', licence: 'D-12345' },
  vehicle: { name: 'Nissan Sunny', plate: 'Dubai A 12345', colour: 'White', vin: 'JN1AAAAA000000001' },
  pickup: { place: { en: 'Dubai – Ittihad Road', ar: 'دبي – طريق الاتحاد' }, at: '1 Mar 2027, 10:00' },
  dropoff: { place: { en: 'Dubai – Ittihad Road', ar: 'دبي – طريق الاتحاد' }, at: '4 Mar 2027, 10:00' },
  days: 3,
  odometerKm: 12_000,
  fuelEighths: 8,
  damage: [],
  totalFils: 39_375,
  depositFils: 200_000,
  rules: seededChargeRules,
  cdwExcessFils: 150_000,
  extraKmFils: 50,
};

const damageTerm = (cover: RentalAgreementSource['cover']) =>
  buildRentalAgreement({ ...source, cover }).terms.find((term) => term.en.startsWith('Damage:'))!;

describe('the damage term of the rental agreement', () => {
  test('names the cover the booking bought and what new damage then costs, in both languages', () => {
    expect(damageTerm('cdw').en).toMatch(/^Damage: full insurance \(CDW\) was taken, .* excess of AED\s1,500\.00;/);
    expect(damageTerm('scdw').en).toMatch(/zero excess \(CDW and SCDW\) .* costs the renter nothing;/);
    expect(damageTerm('scdw').ar).toContain('الإعفاء من مبلغ التحمل (CDW وSCDW)');
    expect(damageTerm('none').en).toMatch(
      /^Damage: no full insurance \(CDW\) was taken, so new damage is charged in full;/,
    );
  });

  test('an agreement drawn before covers were recorded keeps the words it was signed with', () => {
    expect(damageTerm(undefined).en).toMatch(
      /^Damage: new damage is charged up to the cover's excess \(AED\s1,500\.00/,
    );
  });
});
