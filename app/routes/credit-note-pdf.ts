import type { Route } from './+types/credit-note-pdf';
import { hasRole, requireUser } from '~/modules/auth/guards.server';
import { findCreditNoteRefund, issuedCreditNote } from '~/modules/invoices/issued-invoices.server';
import { privateNotFound, privatePdf } from '~/utils/private-pdf.server';
import { recordId } from '~/utils/record-id';

/**
 * The tax credit note of a refund as a PDF download, for the customer whose booking it is and for
 * admin and owner staff; anyone else, and a refund without a credit note, gets the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = recordId(params.refundId) ?? 0;
  const refund = id > 0 ? await findCreditNoteRefund(id) : undefined;
  if (!refund || refund.creditNoteNumber === null) return privateNotFound();
  if (refund.userId !== viewer.id && !hasRole(viewer, 'admin', 'owner')) return privateNotFound();
  const creditNote = await issuedCreditNote(id);
  return creditNote ? privatePdf(creditNote) : privateNotFound();
}
