import { lineVatFils } from '~/modules/pricing/quote-booking';

/**
 * The lines of what the counter charges a renter after the rental: at return (fuel, late return,
 * kilometres, damage, cleaning) and later, as tolls and fines arrive. Money in integer fils.
 */
export type ChargeKind =
  | 'fuel'
  | 'fuel_service'
  | 'late_return'
  | 'late_return_hours'
  | 'extra_km'
  | 'damage'
  | 'cleaning'
  | 'salik_toll'
  | 'salik_fee'
  | 'traffic_fine'
  | 'traffic_fine_fee'
  | 'municipal_fine'
  | 'municipal_fine_fee';

/**
 * Whether a kind carries 5% VAT (decision 060). The fuel sold, the extra day and kilometres of the
 * rental, cleaning and every administration fee are supplies. A damage charge is compensation for a
 * loss, not the price of a supply (FTA public clarification VATP001), and a toll or a fine is passed
 * on at cost as a disbursement: these three are outside the scope of VAT.
 */
const vatApplies: Record<ChargeKind, boolean> = {
  fuel: true,
  fuel_service: true,
  late_return: true,
  late_return_hours: true,
  extra_km: true,
  damage: false,
  cleaning: true,
  salik_toll: false,
  salik_fee: true,
  traffic_fine: false,
  traffic_fine_fee: true,
  municipal_fine: false,
  municipal_fine_fee: true,
};

/**
 * How a line's quantity reads: litres of fuel, days, hours, kilometres, one item; or `percent`, where the
 * quantity is the percentage and `unitFils` the amount it is taken of (20% of the fuel).
 */
export type ChargeUnit = 'litre' | 'day' | 'hour' | 'km' | 'item' | 'percent';

export type ChargeLine = {
  kind: ChargeKind;
  quantity: number;
  unit: ChargeUnit;
  unitFils: number;
  netFils: number;
  vatFils: number;
  totalFils: number;
};

export type ChargeTotals = { netFils: number; vatFils: number; totalFils: number };

/** One line: its VAT is 5% of its own net amount, half up to the fil (decision 050), or none outside VAT's scope. */
export function chargeLine(
  kind: ChargeKind,
  line: { quantity: number; unit: ChargeUnit; unitFils: number; netFils: number },
): ChargeLine {
  if (!Number.isSafeInteger(line.netFils) || line.netFils < 0)
    throw new RangeError(`A ${kind} charge must be a whole, non-negative number of fils.`);
  const vatFils = vatApplies[kind] ? lineVatFils(line.netFils) : 0;
  return { kind, ...line, vatFils, totalFils: line.netFils + vatFils };
}

/** The sums of the lines. VAT is the sum of the lines' VAT, so each line checks against the rate and the total against the lines. */
export function chargeTotals(lines: readonly ChargeLine[]): ChargeTotals {
  return lines.reduce(
    (sum, line) => ({
      netFils: sum.netFils + line.netFils,
      vatFils: sum.vatFils + line.vatFils,
      totalFils: sum.totalFils + line.totalFils,
    }),
    { netFils: 0, vatFils: 0, totalFils: 0 },
  );
}
