import { data } from 'react-router';

/** Any path that matches no page answers 404; the root error boundary draws the page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
