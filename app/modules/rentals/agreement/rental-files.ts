/** The agreement's file name, as mailed and downloaded: the signed one plain, each later version numbered. */
export const rentalAgreementFileName = (reference: string, version = 1) =>
  version === 1 ? `rental-agreement-${reference}.pdf` : `rental-agreement-${reference}-v${version}.pdf`;
