import '~/i18n/staff-messages';
import '~/i18n/accounts-messages';
import '~/i18n/booking-messages';
import type { Route } from './+types/admin-bookings-csv';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { readBookingFilters } from '~/modules/bookings/booking-search';
import { bookingsCsv } from '~/modules/bookings/booking-search-csv.server';
import { dubaiToday } from '~/utils/dubai-time';

/** The staff search's bookings (same filters as /admin) as a CSV download. */
export async function loader({ request, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-bookings-export');
  const csv = await bookingsCsv(
    readBookingFilters(url.searchParams),
    url.searchParams.get('lang') === 'ar' ? 'ar' : 'en',
  );
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bookings-${dubaiToday()}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
