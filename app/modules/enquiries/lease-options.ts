import type { MessageKey } from '~/i18n/en';

/** One choice of a list: the value the form sends and the staff read, and the label's catalogue key. */
export type Choice<V extends string = string> = { value: V; label: MessageKey };

/** The spec's `find` options, in its order. */
export const leaseFindChoices = [
  { value: 'Referral', label: 'lease.find.referral' },
  { value: 'Social media', label: 'lease.find.social' },
  { value: 'Website/Google', label: 'lease.find.website' },
  { value: 'Spotted one of our locations', label: 'lease.find.location' },
] as const satisfies readonly Choice[];

export const leaseTypeChoices = [
  { value: 'Business', label: 'lease.type.business' },
  { value: 'Personal', label: 'lease.type.personal' },
] as const satisfies readonly Choice[];

export const yesNoChoices = [
  { value: 'Yes', label: 'lease.yes' },
  { value: 'No', label: 'lease.no' },
] as const satisfies readonly Choice[];

// Leasing contracts in the UAE run in whole years; anything else is a conversation, not a form choice.
export const contractLengthChoices = [
  { value: '12 months', label: 'lease.length.12' },
  { value: '24 months', label: 'lease.length.24' },
  { value: '36 months', label: 'lease.length.36' },
  { value: '48 months', label: 'lease.length.48' },
  { value: '60 months', label: 'lease.length.60' },
] as const satisfies readonly Choice[];

export const annualMileageChoices = [
  { value: 'Up to 20,000 km', label: 'lease.mileage.20' },
  { value: '20,000 - 30,000 km', label: 'lease.mileage.30' },
  { value: '30,000 - 40,000 km', label: 'lease.mileage.40' },
  { value: '40,000 - 50,000 km', label: 'lease.mileage.50' },
  { value: 'Over 50,000 km', label: 'lease.mileage.more' },
] as const satisfies readonly Choice[];

export const personTitleChoices = [
  { value: 'Mr', label: 'lease.title.mr' },
  { value: 'Mrs', label: 'lease.title.mrs' },
  { value: 'Ms', label: 'lease.title.ms' },
  { value: 'Miss', label: 'lease.title.miss' },
  { value: 'Dr', label: 'lease.title.dr' },
] as const satisfies readonly Choice[];

export const isChoice = (choices: readonly Choice[], value: string | undefined) =>
  value !== undefined && choices.some((choice) => choice.value === value);
