import type { Choice } from './lease-options';

/** Visa statuses an applicant in or outside the UAE may have. */
export const visaStatusChoices = [
  { value: 'UAE national', label: 'career.visa.national' },
  { value: 'Employment visa', label: 'career.visa.employment' },
  { value: 'Residence visa (family sponsored)', label: 'career.visa.family' },
  { value: 'Golden visa', label: 'career.visa.golden' },
  { value: 'Visit visa', label: 'career.visa.visit' },
  { value: 'Cancelled visa', label: 'career.visa.cancelled' },
  { value: 'Outside the UAE', label: 'career.visa.outside' },
] as const satisfies readonly Choice[];

export const employedChoices = [
  { value: 'Yes', label: 'career.yes' },
  { value: 'No', label: 'career.no' },
] as const satisfies readonly Choice[];

/** What the file input offers; the server checks each file by its content whatever its name. */
export const attachmentAccept = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
export const MAX_ATTACHMENTS = 5;
/** The spec's upload limit. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const MINIMUM_APPLICANT_AGE = 18;

/** A nationality of the list: ISO code and its name in the page's language. */
export type NationalityChoice = { code: string; name: string };
