import { env } from '~/modules/config/env.server';

export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /management',
    'Disallow: /my-account',
    'Disallow: /my-history',
    'Disallow: /bill/',
    'Disallow: /dev/',
    `Sitemap: ${env().APP_URL}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
