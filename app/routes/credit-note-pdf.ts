import type { Route } from './+types/credit-note-pdf';
import { requireUser } from '~/modules/auth/guards.server';
import { downloadableTaxDocument } from '~/modules/invoices/access/tax-document-access.server';
import { privateNotFound, privatePdf } from '~/utils/private-pdf.server';
import { recordId } from '~/utils/record-id';

/**
 * The tax credit note of a refund as a PDF download, for the customer whose booking it is and for
 * admin and owner staff; anyone else, and a refund without a credit note, gets the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const refundId = recordId(params.refundId);
  if (refundId === null) return privateNotFound();
  const creditNote = await downloadableTaxDocument(viewer, { kind: 'refund-credit-note', refundId });
  return creditNote ? privatePdf(creditNote) : privateNotFound();
}
