import type { BookingFormOptions } from '~/components/booking/booking-enquiry-form';
import type { Locale } from '~/i18n/locale';
import type { ContactPrefill } from '~/modules/auth/prefill.server';
import { loadEnquiryOptions } from './booking-enquiries.server';
import { bookingClock, defaultSchedule } from '../rental-schedule';
import { toDubaiParts } from '~/utils/dubai-time';

/**
 * The booking form's lists and default dates: the first valid hour 24 h ahead, drop-off a day later, at
 * the hours of the pick-up branch the form opens with (`pickupBranch`, an offer's), else the first one's.
 */
export async function bookingFormOptions(
  locale: Locale,
  contact: ContactPrefill | null = null,
  pickupBranch?: string,
  now = new Date(),
): Promise<BookingFormOptions> {
  const options = await loadEnquiryOptions(locale);
  const hours = options.branches.find((branch) => branch.value === pickupBranch) ??
    options.branches[0] ?? { opensAtMinute: 480, closesAtMinute: 1200 };
  const { pickupAt, dropoffAt } = defaultSchedule(now, hours, hours);
  const pickup = toDubaiParts(pickupAt);
  const dropoff = toDubaiParts(dropoffAt);
  return {
    ...options,
    defaults: {
      pickupDate: pickup.date,
      pickupTime: pickup.time,
      dropoffDate: dropoff.date,
      dropoffTime: dropoff.time,
    },
    clock: bookingClock(now),
    contact: contact && {
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      phone: contact.phone,
    },
  };
}
