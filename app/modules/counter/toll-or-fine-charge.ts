import { roundHalfUpPercent } from '~/modules/pricing/quote-booking';
import type { ChargeRules } from '~/modules/settings/charge-settings-form';
import { type ChargeLine, type ChargeTotals, chargeLine, chargeTotals } from './charge-lines';

/** What arrives after the rental, charged to the renter who had the car at the time. */
export type TollOrFine =
  | { kind: 'salik'; tollFils: number }
  | { kind: 'traffic_fine'; fineFils: number }
  | { kind: 'municipal_fine'; fineFils: number };

/**
 * A Salik trip at its toll plus the Salik fee (a percentage of the toll); a traffic or municipal
 * fine at its amount plus the fixed administration fee. The toll and the fine are passed on at
 * cost without VAT; the fees carry VAT (decision 060).
 */
export function tollOrFineCharge(item: TollOrFine, rules: ChargeRules): { lines: ChargeLine[]; totals: ChargeTotals } {
  const amount = item.kind === 'salik' ? item.tollFils : item.fineFils;
  const at = (kind: 'salik_toll' | 'traffic_fine' | 'municipal_fine') =>
    chargeLine(kind, { quantity: 1, unit: 'item', unitFils: amount, netFils: amount });
  const fee = (kind: 'traffic_fine_fee' | 'municipal_fine_fee', feeFils: number) =>
    chargeLine(kind, { quantity: 1, unit: 'item', unitFils: feeFils, netFils: feeFils });
  const lines =
    item.kind === 'salik'
      ? [
          at('salik_toll'),
          chargeLine('salik_fee', {
            quantity: rules.salikFeePercent,
            unit: 'percent',
            unitFils: amount,
            netFils: roundHalfUpPercent(amount, rules.salikFeePercent),
          }),
        ]
      : item.kind === 'traffic_fine'
        ? [at('traffic_fine'), fee('traffic_fine_fee', rules.trafficFineFeeFils)]
        : [at('municipal_fine'), fee('municipal_fine_fee', rules.municipalFineFeeFils)];
  const charged = lines.filter((line) => line.netFils > 0);
  return { lines: charged, totals: chargeTotals(charged) };
}
