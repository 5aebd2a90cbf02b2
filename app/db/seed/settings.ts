import { sql } from 'drizzle-orm';
import { settings } from '../schema';
import { company } from './company';
import type { SeedContext } from './context';

/** Site-wide settings, one row per key; values are JSON. */
const settingSeeds: Record<string, unknown> = {
  companyLegalName: company.legalName,
  companyTradeName: company.tradeName,
  taxRegistrationNumber: company.trn,
  invoiceAddress: {
    en: 'Oasis Rent A Car L.L.C., Al Salam Street, P.O. Box 47215, Abu Dhabi, United Arab Emirates',
    ar: 'الواحة لتأجير السيارات ذ.م.م، شارع السلام، ص.ب 47215، أبوظبي، الإمارات العربية المتحدة',
  },
  hotlines: { abuDhabiAlAin: company.hotlineAbuDhabiAlAin, dubaiNorthern: company.hotlineDubaiNorthern },
  roadsideAssistancePhone: company.roadsideAssistance,
  staffNotificationEmails: ['reservations@example.ae', 'customercare@example.ae'],
  turnaroundBufferMinutes: 120,
  externalReservationUrl: null,
  /** Percent off the car's rental for members of the Fazaa and Esaad programmes (0: not offered). */
  fazaaDiscountPercent: 10,
  esaadDiscountPercent: 10,
  whatsappNumber: company.whatsappNumber,
  /** The contact page's map: the head office's position (OpenStreetMap embed) and its address. */
  headOfficeMap: {
    lat: 24.4878,
    lon: 54.377,
    zoom: 15,
    address: {
      en: 'Oasis Rent A Car L.L.C., Al Salam Street, P.O. Box 47215, Abu Dhabi, United Arab Emirates',
      ar: 'الواحة لتأجير السيارات ذ.م.م، شارع السلام، ص.ب 47215، أبوظبي، الإمارات العربية المتحدة',
    },
  },
  socialLinks: {
    facebook: 'https://www.facebook.com/oasisrentacar',
    instagram: 'https://www.instagram.com/oasisrentacar',
    linkedin: 'https://www.linkedin.com/company/oasis-rent-a-car',
  },
};

export async function seedSettings({ tx }: SeedContext): Promise<void> {
  // A JSON null (not SQL NULL) marks a setting that exists but is unset.
  await tx
    .insert(settings)
    .values(
      Object.entries(settingSeeds).map(([key, value]) => ({ key, value: value === null ? sql`'null'::jsonb` : value })),
    );
}
