import { type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every path of the specification's two route tables, at exactly the spec's path (they are the
 * company's live URLs). Each page exists twice: in English at the path, in Arabic under /ar.
 */
const infoPages = [
  'about-us', 'company-profile', 'word-from-gmanager', 'products-services', 'rental', 'leasing',
  'lease-own', 'chauffeur-services', 'fleet-managment', 'fleet-consultancy', 'outsourcing',
  'selling-preowned-cars', 'sale-lease-back', 'car-sharing', 'award', 'csr', 'rental-information',
  'registration-guide', 'privacy-policy', 'cookie-policy', 'disclaimer', 'monthly-car-rental',
  'weekly-car-rental', 'daily-car-rental', 'auction', 'tour', 'economy-promotion',
  'featured-promotion', 'academic-promotion', 'no-offers-available', 'enquiry', 'contact-us',
  'lease-enquiry', 'feedback', 'career-with-us',
];

const pages: Array<[path: string, file: string, id: string]> = [
  ['', 'routes/home.tsx', 'home'],
  ['home/:token?', 'routes/reset-password.tsx', 'home-token'],
  ['reset-password/:token?', 'routes/reset-password.tsx', 'reset-password'],
  ['login', 'routes/login.tsx', 'login'],
  ['forgot-password', 'routes/forgot-password.tsx', 'forgot-password'],
  ['register', 'routes/register.tsx', 'register'],
  ...infoPages.map((key): [string, string, string] => [key, 'routes/info-page.tsx', `info-${key}`]),
  ['the-board', 'routes/the-board.tsx', 'the-board'],
  ['the-board/:slug', 'routes/board-profile.tsx', 'board-profile'],
  ['clients', 'routes/clients.tsx', 'clients'],
  ['faq', 'routes/faq.tsx', 'faq'],
  ['terms-conditions', 'routes/terms-conditions.tsx', 'terms-conditions'],
  ['location-guide', 'routes/location-guide.tsx', 'location-guide'],
  ['sitemap', 'routes/sitemap.tsx', 'sitemap'],
  ['special-offers', 'routes/special-offers.tsx', 'special-offers'],
  ['special-offer/:slno', 'routes/special-offer.tsx', 'special-offer'],
  ['fleet-guide/:filter?', 'routes/fleet-guide.tsx', 'fleet-guide'],
  ['cars-listing', 'routes/fleet-guide.tsx', 'cars-listing'],
  ['blogs', 'routes/blogs.tsx', 'blogs'],
  ['blog/:slug', 'routes/blog.tsx', 'blog'],
  ['success/:sts?', 'routes/success.tsx', 'success'],
  ['career-with-us/:id', 'routes/staff-placeholder.tsx', 'career-detail'],
  ['booking-enquiry', 'routes/booking-enquiry.tsx', 'booking-enquiry'],
  ['booking/:id/:type?', 'routes/booking.tsx', 'booking'],
  ['bill/:bookingId/:enquiryId/:tab?', 'routes/bill.tsx', 'bill'],
  ['details/:carId/:bookingId?', 'routes/vehicle-details.tsx', 'details'],
  ['details-master/:bookingId/:carId/:brand/:model', 'routes/details-master.tsx', 'details-master'],
  ['my-history', 'routes/my-history.tsx', 'my-history'],
  ['my-account', 'routes/my-account.tsx', 'my-account'],
  ['admin', 'routes/staff-placeholder.tsx', 'admin'],
  ['admin/accounts', 'routes/admin-accounts.tsx', 'admin-accounts'],
  ['admin/accounts/:userId', 'routes/admin-account.tsx', 'admin-account'],
  ['management', 'routes/management.tsx', 'management'],
  ['rent-a-car-form', 'routes/staff-placeholder.tsx', 'rent-a-car-form'],
  ['special-offers-form', 'routes/staff-placeholder.tsx', 'special-offers-form'],
  ['blogs-form/:id?', 'routes/staff-placeholder.tsx', 'blogs-form'],
  ['fetch', 'routes/reservation-redirect.tsx', 'fetch'],
  ['fleet-manamgment', 'routes/fleet-management-redirect.tsx', 'fleet-manamgment'],
];

const localizedPages = pages.flatMap(([path, file, id]) => [
  route(path === '' ? '/' : path, file, { id }),
  route(path === '' ? 'ar' : `ar/${path}`, file, { id: `ar-${id}` }),
]);

export default [
  ...localizedPages,
  // The public JSON API (no language prefix).
  // api routes: keep this block for /api/v1
  route('api/v1/branches', 'routes/api/branches.ts'),
  route('api/v1/vehicles', 'routes/api/vehicles.ts'),
  route('api/v1/quotes', 'routes/api/quotes.ts'),
  route('api/v1/openapi.json', 'routes/api/openapi-json.ts'),
  route('api/v1/*', 'routes/api/not-found.ts'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('account-documents/:documentId', 'routes/account-document.tsx'),
  route('callback', 'routes/callback.tsx'),
  route('cookie-consent', 'routes/cookie-consent.tsx'),
  route('media/:fileId', 'routes/media.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.tsx'),
  route('robots.txt', 'routes/robots-txt.tsx'),
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  route('dev/outbox.json', 'routes/dev-outbox-json.tsx'),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
