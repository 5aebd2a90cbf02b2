import type { Route } from './+types/cancellation-credit-note-pdf';
import { requireUser } from '~/modules/auth/guards.server';
import { downloadableTaxDocument } from '~/modules/invoices/access/tax-document-access.server';
import { privateNotFound, privatePdf } from '~/utils/private-pdf.server';
import { recordId } from '~/utils/record-id';

/**
 * The tax credit note that cancelled the invoice of a booking cancelled before it was paid, as a PDF,
 * for the customer whose booking it is and for admin and owner staff; anyone else gets the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const bookingId = recordId(params.bookingId);
  if (bookingId === null) return privateNotFound();
  const creditNote = await downloadableTaxDocument(viewer, { kind: 'cancellation-credit-note', bookingId });
  return creditNote ? privatePdf(creditNote) : privateNotFound();
}
