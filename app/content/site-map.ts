import type { MessageKey } from '~/i18n/en';

export type SiteMapSection = { heading: MessageKey; links: Array<{ label: MessageKey; to: string }> };

/** Every public page a visitor can reach, for the sitemap page and /sitemap.xml. */
export const siteMapSections: SiteMapSection[] = [
  {
    heading: 'nav.about',
    links: [
      { label: 'nav.home', to: '/' },
      { label: 'sitemap.aboutUs', to: '/about-us' },
      { label: 'nav.companyProfile', to: '/company-profile' },
      { label: 'nav.board', to: '/the-board' },
      { label: 'nav.gmWord', to: '/word-from-gmanager' },
      { label: 'nav.clients', to: '/clients' },
      { label: 'nav.career', to: '/career-with-us' },
      { label: 'sitemap.csr', to: '/csr' },
      { label: 'sitemap.award', to: '/award' },
    ],
  },
  {
    heading: 'nav.products',
    links: [
      { label: 'sitemap.productsServices', to: '/products-services' },
      { label: 'nav.carRental', to: '/rental' },
      { label: 'nav.carLeasing', to: '/leasing' },
      { label: 'nav.leaseToOwn', to: '/lease-own' },
      { label: 'nav.chauffeur', to: '/chauffeur-services' },
      { label: 'nav.fleetManagement', to: '/fleet-managment' },
      { label: 'nav.fleetConsultancy', to: '/fleet-consultancy' },
      { label: 'sitemap.outsourcing', to: '/outsourcing' },
      { label: 'nav.preowned', to: '/selling-preowned-cars' },
      { label: 'sitemap.saleLeaseBack', to: '/sale-lease-back' },
      { label: 'sitemap.carSharing', to: '/car-sharing' },
      { label: 'sitemap.preownedCars', to: '/preowned-cars' },
      { label: 'sitemap.auction', to: '/auction' },
    ],
  },
  {
    heading: 'nav.rentersGuide',
    links: [
      { label: 'nav.fleetGuide', to: '/fleet-guide' },
      { label: 'nav.threeSteps', to: '/registration-guide' },
      { label: 'nav.locationGuide', to: '/location-guide' },
      { label: 'nav.faqs', to: '/faq' },
      { label: 'nav.terms', to: '/terms-conditions' },
      { label: 'sitemap.rentalInformation', to: '/rental-information' },
      { label: 'sitemap.dailyRental', to: '/daily-car-rental' },
      { label: 'sitemap.weeklyRental', to: '/weekly-car-rental' },
      { label: 'sitemap.monthlyRental', to: '/monthly-car-rental' },
    ],
  },
  {
    heading: 'sitemap.offersAndNews',
    links: [
      { label: 'footer.specialOffers', to: '/special-offers' },
      { label: 'sitemap.economyPromotion', to: '/economy-promotion' },
      { label: 'sitemap.featuredPromotion', to: '/featured-promotion' },
      { label: 'sitemap.academicPromotion', to: '/academic-promotion' },
      { label: 'footer.blogs', to: '/blogs' },
      { label: 'footer.exploreUae', to: '/tour' },
    ],
  },
  {
    heading: 'sitemap.getInTouch',
    links: [
      { label: 'nav.contact', to: '/contact-us' },
      { label: 'sitemap.enquiry', to: '/enquiry' },
      { label: 'sitemap.leaseQuote', to: '/lease-enquiry' },
      { label: 'footer.feedback', to: '/feedback' },
      { label: 'nav.login', to: '/login' },
    ],
  },
  {
    heading: 'footer.legal',
    links: [
      { label: 'footer.privacy', to: '/privacy-policy' },
      { label: 'footer.cookies', to: '/cookie-policy' },
      { label: 'footer.disclaimer', to: '/disclaimer' },
      { label: 'footer.sitemap', to: '/sitemap' },
    ],
  },
];
