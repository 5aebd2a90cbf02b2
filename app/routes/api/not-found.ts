import { notFound } from '~/modules/api/responses';

/** Any other /api/v1 path, with any method: a JSON 404, never the site's HTML page. */
export function loader() {
  return notFound();
}

export function action() {
  return notFound();
}
