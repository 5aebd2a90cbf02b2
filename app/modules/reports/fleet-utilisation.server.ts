import { sql } from 'drizzle-orm';
import { type Database, db as appDb } from '~/db/client.server';
import type { BookingStatus, LocalizedText } from '~/db/schema';
import { stockStatuses } from '~/modules/cars/car-rules';
import { DAY_MINUTES, GRACE_MINUTES, VAT_RATE_PERCENT } from '~/modules/pricing/quote-booking';
import { DUBAI_TIME_ZONE } from '~/utils/dubai-time';
import { type ReportPeriod, periodInstants } from './report-period';
import type { CarDays } from './utilisation-figures';

/** A booking had a car on its days once it went out: on rent now, or returned. */
const onRentStatuses = ['active', 'completed'] as const satisfies readonly BookingStatus[];

export type UtilisationRow = CarDays & {
  branchId: number;
  branchCity: LocalizedText;
  branchName: LocalizedText;
  vehicleModelId: number;
  brand: string;
  model: string;
};

type RawRow = {
  branch_id: number;
  branch_city: LocalizedText;
  branch_name: LocalizedText;
  model_id: number;
  brand: string;
  model: string;
  available: number;
  on_rent: number;
  revenue: string | number;
};

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Car-days available and on rent, and revenue, per branch and model for one period, in one
 * statement (so a month over a busy year's bookings stays a few milliseconds of the database):
 * - available: each Dubai day of the period, the home branch's cars that count in stock that day
 *   (the rule of countsInStockThrough, applied day by day: available or on rent, registration and
 *   insurance valid through the day), less the cars blocked for any part of that day, never below
 *   zero. The cars' states are today's: no history of them is kept apart from the audit trail.
 * - on rent: each booking that went out (onRentStatuses), counted at its pick-up branch for its
 *   charged days (the pricing's rentalDays, in SQL) from its pick-up date, clipped to the period.
 * - revenue: the price before VAT spread evenly over those charged days, the period's share kept.
 *   It is the price snapshot's gross (kept in step with the booking by changes and extras);
 *   bookings without a snapshot fall back to total_fils less VAT, since total_fils includes it.
 */
export async function fleetUtilisation(
  period: ReportPeriod,
  filters: { branchId: number | null },
  db: Database = appDb(),
): Promise<UtilisationRow[]> {
  const { start, end } = periodInstants(period);
  const branchId = filters.branchId;
  const zone = DUBAI_TIME_ZONE;
  const statement = sql`
    with days as (
      select day::date as day from generate_series(${period.first}::date, ${period.last}::date, interval '1 day') as day
    ),
    stock as (
      select c.home_branch_id as branch_id, c.vehicle_model_id as model_id, days.day, count(*)::int as cars
      from fleet_cars c
      join days on days.day <= c.registration_expires_on and days.day <= c.insurance_expires_on
      where c.status in (${inList(stockStatuses)}) and (${branchId}::int is null or c.home_branch_id = ${branchId}::int)
      group by 1, 2, 3
    ),
    blocked as (
      select b.branch_id, b.vehicle_model_id as model_id, days.day, sum(b.cars)::int as cars
      from blocked_cars b
      join days on b.starts_at < ((days.day + 1)::timestamp at time zone ${zone})
        and b.ends_at > (days.day::timestamp at time zone ${zone})
      where b.ends_at > ${start.toISOString()}::timestamptz and b.starts_at < ${end.toISOString()}::timestamptz
        and (${branchId}::int is null or b.branch_id = ${branchId}::int)
      group by 1, 2, 3
    ),
    available as (
      select s.branch_id, s.model_id, sum(greatest(0, s.cars - coalesce(bl.cars, 0)))::int as car_days
      from stock s
      left join blocked bl on bl.branch_id = s.branch_id and bl.model_id = s.model_id and bl.day = s.day
      group by 1, 2
    ),
    rentals as (
      select
        pickup_branch_id as branch_id,
        vehicle_model_id as model_id,
        (pickup_at at time zone ${zone})::date - ${period.first}::date as from_day,
        greatest(1, ceil((floor(extract(epoch from dropoff_at - pickup_at) / 60) - ${GRACE_MINUTES}) / ${DAY_MINUTES}::numeric))::int as rental_days,
        coalesce(
          (price_snapshot -> 'quote' ->> 'grossFils')::numeric,
          round(total_fils * 100 / (100 + ${VAT_RATE_PERCENT}::numeric)),
          0
        ) as revenue
      from bookings
      where status in (${inList(onRentStatuses)})
        and pickup_at < ${end.toISOString()}::timestamptz and dropoff_at > ${start.toISOString()}::timestamptz
        and (${branchId}::int is null or pickup_branch_id = ${branchId}::int)
    ),
    on_rent as (
      select branch_id, model_id, sum(days_in)::int as car_days, round(sum(revenue * days_in / rental_days))::bigint as revenue
      from (
        select *, greatest(0, least(${period.days}::int, from_day + rental_days) - greatest(0, from_day)) as days_in
        from rentals
      ) clipped
      group by 1, 2
    ),
    figures as (
      select
        coalesce(a.branch_id, o.branch_id) as branch_id,
        coalesce(a.model_id, o.model_id) as model_id,
        coalesce(a.car_days, 0) as available,
        coalesce(o.car_days, 0) as on_rent,
        coalesce(o.revenue, 0) as revenue
      from available a
      full join on_rent o on o.branch_id = a.branch_id and o.model_id = a.model_id
    )
    select f.branch_id, br.city_label as branch_city, br.name_label as branch_name, f.model_id, m.brand, m.name as model,
      f.available, f.on_rent, f.revenue
    from figures f
    join branches br on br.id = f.branch_id
    join vehicle_models m on m.id = f.model_id
    order by br.sort_order, br.id, m.brand, m.name, m.id`;
  // Both drivers (node-postgres and PGlite) answer a raw statement with its rows.
  const { rows } = (await db.execute(statement)) as unknown as { rows: RawRow[] };
  return rows.map((row) => ({
    branchId: Number(row.branch_id),
    branchCity: row.branch_city,
    branchName: row.branch_name,
    vehicleModelId: Number(row.model_id),
    brand: row.brand,
    model: row.model,
    availableCarDays: Number(row.available),
    onRentCarDays: Number(row.on_rent),
    revenueFils: Number(row.revenue),
  }));
}
