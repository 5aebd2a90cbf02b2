/**
 * English messages of the staff back office (vehicles, rates, offers, blogs, settings, the bookings dashboard).
 * They reach the browser with the code that shows them; import '~/i18n/staff-messages' where they are used.
 */
export const enStaff = {
} as const;
