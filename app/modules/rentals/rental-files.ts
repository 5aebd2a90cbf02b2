/** The agreement's file name, as mailed and downloaded. */
export const rentalAgreementFileName = (reference: string) => `rental-agreement-${reference}.pdf`;
