import type { Route } from './+types/amendment-credit-note-pdf';
import { hasRole, requireUser } from '~/modules/auth/guards.server';
import { findAmendmentCreditNote, issuedAmendmentCreditNote } from '~/modules/invoices/issued-invoices.server';
import { privateNotFound, privatePdf } from '~/utils/private-pdf.server';
import { recordId } from '~/utils/record-id';

/**
 * The tax credit note that cancelled the invoice a change to the booking replaced, as a PDF, for the
 * customer whose booking it is and for admin and owner staff; anyone else gets the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const id = recordId(params.amendmentId) ?? 0;
  const change = id > 0 ? await findAmendmentCreditNote(id) : undefined;
  if (!change || change.creditNoteNumber === null) return privateNotFound();
  if (change.userId !== viewer.id && !hasRole(viewer, 'admin', 'owner')) return privateNotFound();
  const creditNote = await issuedAmendmentCreditNote(id);
  return creditNote ? privatePdf(creditNote) : privateNotFound();
}
