/**
 * The TRN's rules moved to ~/utils/tax-registration-number, below every module that reads one.
 * app/modules/bookings/personal-form.ts still imports them from here: once it imports from
 * ~/utils, knip reports this file unused and it is to be deleted.
 */
export { normalizeTrn } from '~/utils/tax-registration-number';
