import type { Route } from './+types/tour-picture';
import { tourPictureSvg } from '~/modules/enquiries/tour-pictures.server';

/** The Explore UAE carousels' pictures: drawn from code, so they change only with a release. */
export function loader({ params }: Route.LoaderArgs) {
  const svg = tourPictureSvg(params.picture);
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
