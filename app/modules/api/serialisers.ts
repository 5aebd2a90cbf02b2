import { type Quote, type QuoteLineCode, type TierRates, tierRate } from '~/modules/pricing/quote-booking';
import type { WeekdayHours } from '~/utils/opening-hours';
import type { BranchClosure } from '~/modules/fleet/branch-hours.server';
import { minuteOfDayLabel } from '~/utils/opening-hours';
import type { BranchJson, QuoteJson, VehicleJson } from './schemas';
import type { PricedModel } from './vehicles.server';

/** English labels of the quote lines; the API speaks English, like the spec's messages. */
export const quoteLineLabels: Record<QuoteLineCode, string> = {
  base: 'Rental',
  cdw: 'Full insurance (CDW)',
  scdw: 'Zero excess (SCDW)',
  pai: 'Personal insurance (PAI)',
  gps: 'GPS',
  additional_driver: 'Additional driver',
  baby_seat: 'Baby seat',
  pay_on_pickup: 'Pay on pick-up (10%)',
  fazaa_discount: 'Fazaa member discount',
  esaad_discount: 'Esaad member discount',
  one_way: 'Pick-up/drop-off charge',
  collection: 'Collection charge',
  delivery: 'Delivery charge',
  promo_discount: 'Promo code discount',
  offer_discount: 'Offer discount',
  young_driver: 'Young driver surcharge',
};

type BranchRow = {
  id: number;
  city: string;
  name: string;
  value: string;
  phone: string;
  opensAtMinute: number;
  closesAtMinute: number;
  weekdayHours: WeekdayHours;
};

export function serialiseBranch(row: BranchRow, closures: readonly BranchClosure[]): BranchJson {
  return {
    id: row.id,
    city: row.city,
    name: row.name,
    value: row.value,
    phone: row.phone,
    openingHours: { opens: minuteOfDayLabel(row.opensAtMinute), closes: minuteOfDayLabel(row.closesAtMinute) },
    weekdayHours: Object.entries(row.weekdayHours ?? {}).map(([weekday, hours]) =>
      hours
        ? {
            weekday: Number(weekday),
            closed: false,
            opens: minuteOfDayLabel(hours.opensAtMinute),
            closes: minuteOfDayLabel(hours.closesAtMinute),
            ...(hours.breakStartMinute !== undefined && hours.breakEndMinute !== undefined
              ? {
                  breakStart: minuteOfDayLabel(hours.breakStartMinute),
                  breakEnd: minuteOfDayLabel(hours.breakEndMinute),
                }
              : {}),
          }
        : { weekday: Number(weekday), closed: true },
    ),
    closures: closures
      .filter((closure) => closure.branchId === null || closure.branchId === row.id)
      .map((closure) => ({ firstDate: closure.firstDate, lastDate: closure.lastDate, reason: closure.reason.en })),
  };
}

/** Absolute, so that an app or a partner's site can load it as it is. */
export function mediaUrl(appUrl: string, fileId: number | null): string | null {
  return fileId ? `${appUrl.replace(/\/+$/, '')}/media/${fileId}` : null;
}

const tierRates = (rates: TierRates) => ({
  dailyFils: rates.dailyFils,
  weeklyFils: rates.weeklyFils,
  monthlyFils: rates.monthlyFils,
});

export function serialiseVehicle({ model, rateCard, startingPrice }: PricedModel, appUrl: string): VehicleJson {
  return {
    id: model.id,
    brand: model.brand,
    model: model.name,
    vehicleType: model.vehicleType,
    seats: model.seats,
    luggage: model.luggage,
    doors: model.doors,
    airConditioned: model.airConditioned,
    transmission: model.transmission,
    popular: model.popular,
    imageUrl: mediaUrl(appUrl, model.imageFileId),
    // Copied field by field: the API's shape must not change when the pricing type does.
    rates: rateCard && {
      dailyFils: rateCard.dailyFils,
      weeklyFils: rateCard.weeklyFils,
      monthlyFils: rateCard.monthlyFils,
      cdw: tierRates(rateCard.cdw),
      pai: tierRates(rateCard.pai),
      gps: tierRates(rateCard.gps),
      additionalDriverFils: rateCard.additionalDriverFils,
      babySeatFils: rateCard.babySeatFils,
    },
    startingFrom: startingPrice && {
      perDayFils: startingPrice.perDayFils,
      tier: startingPrice.tier,
      fromDays: startingPrice.fromDays,
    },
    // The net rate of the same tier, as integrations read it before prices were declared with VAT.
    startingFromAedPerDay: startingPrice && rateCard ? Math.round(tierRate(rateCard, startingPrice.tier) / 100) : 0,
  };
}

export function serialiseQuote(quote: Quote, available: boolean): QuoteJson {
  return {
    days: quote.days,
    tier: quote.tier,
    lines: quote.lines.map((line) => ({
      code: line.code,
      // An offer's line names the offer, as the site's breakdown does.
      label: line.title ? `${quoteLineLabels[line.code]}: ${line.title.en}` : quoteLineLabels[line.code],
      amountFils: line.amountFils,
    })),
    grossFils: quote.grossFils,
    vatFils: quote.vatFils,
    totalFils: quote.totalFils,
    currency: 'AED',
    available,
  };
}
