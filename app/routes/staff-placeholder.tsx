import { data } from 'react-router';

/**
 * Staff screens (bookings dashboard, content management, role management, career applications).
 * Until staff sign-in exists no visitor holds a staff role, so every request is refused with 403.
 */
export function loader() {
  throw data(null, { status: 403 });
}

export default function StaffPlaceholder() {
  return null;
}
