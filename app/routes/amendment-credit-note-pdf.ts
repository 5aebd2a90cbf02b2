import type { Route } from './+types/amendment-credit-note-pdf';
import { requireUser } from '~/modules/auth/guards.server';
import { downloadableTaxDocument } from '~/modules/invoices/access/tax-document-access.server';
import { privateNotFound, privatePdf } from '~/utils/private-pdf.server';
import { recordId } from '~/utils/record-id';

/**
 * The tax credit note that cancelled the invoice a change to the booking replaced, as a PDF, for the
 * customer whose booking it is and for admin and owner staff; anyone else gets the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const amendmentId = recordId(params.amendmentId);
  if (amendmentId === null) return privateNotFound();
  const creditNote = await downloadableTaxDocument(viewer, { kind: 'change-credit-note', amendmentId });
  return creditNote ? privatePdf(creditNote) : privateNotFound();
}
