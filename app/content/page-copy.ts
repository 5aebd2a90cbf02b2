/**
 * Marketing and information copy for the static content pages, in English and Arabic.
 * Keys are the page's URL path without the leading slash. Data that changes (branches, FAQ
 * entries, terms, board members, offers, client logos) comes from the database, not from here.
 */
import { auctionPages } from './pages/auction';
import { companyMorePages } from './pages/company-more';
import { companyPages } from './pages/company';
import { formsPages } from './pages/forms';
import { guidesPages } from './pages/guides';
import { landingPagesAr } from './pages/landing-ar';
import { landingPagesEn } from './pages/landing';
import { legalPages } from './pages/legal';
import { promotionsPages } from './pages/promotions';
import { salesPages } from './pages/sales';
import { servicesMorePages } from './pages/services-more';
import { servicesPages } from './pages/services';
import { tourPages } from './pages/tour';
import type { LocalizedPageCopy } from './pages/types';

export type { CopySection, LocalizedPageCopy, PageCopy } from './pages/types';

export const pageKeys = [
  'about-us',
  'company-profile',
  'word-from-gmanager',
  'the-board',
  'clients',
  'career-with-us',
  'products-services',
  'rental',
  'leasing',
  'lease-own',
  'chauffeur-services',
  'fleet-managment',
  'fleet-consultancy',
  'outsourcing',
  'selling-preowned-cars',
  'sale-lease-back',
  'car-sharing',
  'award',
  'csr',
  'rental-information',
  'registration-guide',
  'location-guide',
  'faq',
  'terms-conditions',
  'privacy-policy',
  'cookie-policy',
  'disclaimer',
  'sitemap',
  'monthly-car-rental',
  'weekly-car-rental',
  'daily-car-rental',
  'auction',
  'tour',
  'economy-promotion',
  'featured-promotion',
  'academic-promotion',
  'no-offers-available',
  'enquiry',
  'contact-us',
  'lease-enquiry',
  'feedback',
  'blogs',
] as const;

export type PageKey = (typeof pageKeys)[number];

const landingPages = {
  'monthly-car-rental': { en: landingPagesEn['monthly-car-rental'], ar: landingPagesAr['monthly-car-rental'] },
  'weekly-car-rental': { en: landingPagesEn['weekly-car-rental'], ar: landingPagesAr['weekly-car-rental'] },
  'daily-car-rental': { en: landingPagesEn['daily-car-rental'], ar: landingPagesAr['daily-car-rental'] },
};

export const pageCopy: Record<PageKey, LocalizedPageCopy> = {
  ...companyPages,
  ...companyMorePages,
  ...servicesPages,
  ...servicesMorePages,
  ...salesPages,
  ...auctionPages,
  ...guidesPages,
  ...legalPages,
  ...landingPages,
  ...tourPages,
  ...promotionsPages,
  ...formsPages,
};
