/** Every static public page of both route tables, for the route and accessibility sweeps. */
export const staticPages = [
  '/', '/about-us', '/company-profile', '/word-from-gmanager', '/the-board', '/clients', '/career-with-us',
  '/products-services', '/rental', '/leasing', '/lease-own', '/chauffeur-services', '/fleet-managment',
  '/fleet-consultancy', '/outsourcing', '/selling-preowned-cars', '/sale-lease-back', '/car-sharing', '/award',
  '/csr', '/rental-information', '/registration-guide', '/location-guide', '/faq', '/terms-conditions',
  '/privacy-policy', '/cookie-policy', '/disclaimer', '/sitemap', '/monthly-car-rental', '/weekly-car-rental',
  '/daily-car-rental', '/auction', '/tour', '/economy-promotion', '/featured-promotion', '/academic-promotion',
  '/no-offers-available', '/enquiry', '/contact-us', '/lease-enquiry', '/feedback', '/special-offers',
  '/fleet-guide', '/cars-listing', '/preowned-cars', '/blogs', '/login', '/forgot-password', '/register', '/success',
];

/** Pages that only staff may open: visitors are sent to log in, other users get 403. */
export const staffPages = ['/admin', '/admin/today', '/admin/customers', '/admin/accounts', '/admin/accounts/1', '/management', '/rent-a-car-form', '/admin/preowned-cars', '/preowned-car-form', '/special-offers-form', '/blogs-form', '/career-with-us/1'];

/** Pages that need a signed-in customer. */
export const customerPages = ['/my-account', '/my-history', '/bill/1/0/extrass'];
