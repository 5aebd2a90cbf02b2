import type { Database } from '~/db/client.server';

/**
 * Called in the transaction that changes the rental of a car already handed over (an extension):
 * the agreement the customer signed at hand-over names the old drop-off and price. The signed
 * agreement is re-issued here (a new version to sign, the old one kept) once hand-over records
 * exist; until then there is nothing to re-issue.
 */
export async function rentalAgreementChanged(bookingId: number, tx: Database): Promise<void> {
  void bookingId;
  void tx;
}
