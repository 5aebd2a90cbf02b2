/** Company facts repeated across the seeded copy; one place so that the FAQ, terms and settings agree. */
export const company = {
  tradeName: 'Oasis Rent A Car',
  tradeNameAr: 'الواحة لتأجير السيارات',
  legalName: 'Oasis Rent A Car L.L.C.',
  trn: '100384726500003',
  hotlineAbuDhabiAlAin: '600 587004',
  hotlineDubaiNorthern: '600 587005',
  roadsideAssistance: '800 76237',
  whatsappNumber: '+971565870040',
  police: '999',
} as const;
