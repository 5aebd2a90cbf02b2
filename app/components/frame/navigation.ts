import type { en } from '~/i18n/en';
import { type StaffScreen, mayOpen } from '~/modules/auth/permissions';

// Every page's header and footer draw these labels, so they are of the core messages every page has (en.ts):
// a label from another catalogue reads as its key on a page without that catalogue.
type FrameMessageKey = keyof typeof en;
/** A link of the menus; a staff screen's link names the screen, whose role decides who sees it. */
export type NavLink = { label: FrameMessageKey; to: string; screen?: StaffScreen };
export type NavGroup = { label: FrameMessageKey; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

export const productLinks: NavLink[] = [
  { label: 'nav.carRental', to: '/rental' },
  { label: 'nav.carLeasing', to: '/leasing' },
  { label: 'nav.leaseToOwn', to: '/lease-own' },
  { label: 'nav.chauffeur', to: '/chauffeur-services' },
  { label: 'nav.fleetManagement', to: '/fleet-managment' },
  { label: 'nav.fleetConsultancy', to: '/fleet-consultancy' },
  { label: 'nav.preowned', to: '/selling-preowned-cars' },
];

/** Car rental by length, each with its own page of terms and prices. */
const rentalLengthLinks: NavLink[] = [
  { label: 'sitemap.dailyRental', to: '/daily-car-rental' },
  { label: 'sitemap.weeklyRental', to: '/weekly-car-rental' },
  { label: 'sitemap.monthlyRental', to: '/monthly-car-rental' },
];

/** What most people on a phone come for, first in the phone menu. */
export const phoneMenuActions: NavLink[] = [
  { label: 'nav.bookNow', to: '/fleet-guide' },
  { label: 'footer.specialOffers', to: '/special-offers' },
  { label: 'nav.preownedForSale', to: '/preowned-cars' },
];

/** The main menu of spec 1 section 2.1, in its order; car rental is followed by its daily, weekly and monthly pages. */
const mainMenu: NavEntry[] = [
  { label: 'nav.home', to: '/' },
  {
    label: 'nav.about',
    items: [
      { label: 'nav.companyProfile', to: '/company-profile' },
      { label: 'nav.board', to: '/the-board' },
      { label: 'nav.gmWord', to: '/word-from-gmanager' },
      { label: 'nav.clients', to: '/clients' },
      { label: 'nav.career', to: '/career-with-us' },
    ],
  },
  { label: 'nav.products', items: [productLinks[0], ...rentalLengthLinks, ...productLinks.slice(1)] },
  {
    label: 'nav.rentersGuide',
    items: [
      { label: 'nav.fleetGuide', to: '/fleet-guide' },
      { label: 'nav.threeSteps', to: '/registration-guide' },
      { label: 'nav.locationGuide', to: '/location-guide' },
      { label: 'nav.faqs', to: '/faq' },
      { label: 'nav.terms', to: '/terms-conditions' },
    ],
  },
  { label: 'nav.contact', to: '/contact-us' },
  {
    label: 'nav.cms',
    items: [
      { label: 'nav.manageRentACar', to: '/admin/vehicles', screen: 'admin-vehicles' },
      { label: 'nav.manageOffers', to: '/admin/offers', screen: 'admin-offers' },
      { label: 'nav.promoCodes', to: '/admin/promo-codes', screen: 'admin-promo-codes' },
      { label: 'nav.manageBlogs', to: '/admin/blogs', screen: 'admin-blogs' },
      { label: 'nav.manageTestimonials', to: '/admin/testimonials', screen: 'admin-testimonials' },
      { label: 'nav.manageCategories', to: '/admin/fleet-categories', screen: 'admin-fleet-categories' },
      { label: 'nav.managePeople', to: '/admin/people', screen: 'admin-people' },
      { label: 'nav.managePreowned', to: '/admin/preowned-cars', screen: 'admin-preowned-cars' },
      { label: 'nav.manageSettings', to: '/admin/settings', screen: 'admin-settings' },
    ],
  },
  {
    label: 'nav.staff',
    items: [
      { label: 'nav.today', to: '/admin/today', screen: 'admin-today' },
      { label: 'nav.newBooking', to: '/admin/bookings/new', screen: 'admin-booking-new' },
      { label: 'nav.blocks', to: '/admin/blocks', screen: 'admin-blocks' },
      { label: 'nav.bookingsDashboard', to: '/admin', screen: 'admin' },
      { label: 'nav.customers', to: '/admin/customers', screen: 'admin-customers' },
      { label: 'nav.reviewQueue', to: '/admin/accounts', screen: 'admin-accounts' },
      { label: 'nav.cars', to: '/admin/cars', screen: 'admin-cars' },
      { label: 'nav.reports', to: '/admin/reports', screen: 'admin-reports' },
      { label: 'nav.tollsFines', to: '/admin/tolls-fines', screen: 'admin-tolls-fines' },
      { label: 'nav.inbox', to: '/admin/inbox', screen: 'admin-inbox' },
      { label: 'nav.history', to: '/admin/history', screen: 'admin-history' },
      { label: 'nav.staffRoles', to: '/management', screen: 'management' },
    ],
  },
];

export const footerQuickLinks: NavLink[] = [
  { label: 'nav.home', to: '/' },
  { label: 'footer.career', to: '/career-with-us' },
  { label: 'footer.feedback', to: '/feedback' },
  { label: 'footer.terms', to: '/terms-conditions' },
  { label: 'footer.specialOffers', to: '/special-offers' },
  { label: 'footer.blogs', to: '/blogs' },
  { label: 'footer.faqs', to: '/faq' },
  { label: 'footer.sitemap', to: '/sitemap' },
];

export const footerLegalLinks: NavLink[] = [
  { label: 'footer.exploreUae', to: '/tour' },
  { label: 'footer.privacy', to: '/privacy-policy' },
  { label: 'footer.cookies', to: '/cookie-policy' },
  { label: 'footer.disclaimer', to: '/disclaimer' },
];

export const hotlines = {
  abuDhabiAlAin: '600 587004',
  dubaiNorthern: '600 587005',
};

export type FrameUser = { name: string; roles: string[] } | null;

const allowed = (user: FrameUser, link: NavLink) => !link.screen || mayOpen(user?.roles, link.screen);

/** The menu as this person sees it: staff links only for their roles, and a group only with a link left in it. */
export function visibleMenu(user: FrameUser): NavEntry[] {
  return mainMenu
    .map((entry) => (isGroup(entry) ? { ...entry, items: entry.items.filter((item) => allowed(user, item)) } : entry))
    .filter((entry) => !isGroup(entry) || entry.items.length > 0);
}
