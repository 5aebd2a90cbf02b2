import type { Route } from './+types/invoice-pdf';
import { requireUser } from '~/modules/auth/guards.server';
import { downloadableTaxDocument } from '~/modules/invoices/access/tax-document-access.server';
import { privateNotFound, privatePdf } from '~/utils/private-pdf.server';
import { recordId } from '~/utils/record-id';

/**
 * A booking's tax invoice as a PDF download, for the customer who booked and for admin and owner
 * staff. With ?number=, an invoice of this booking that a change has since replaced, as it was issued.
 * Anything else (another's booking, an unconfirmed one, a number that is not this booking's) is the
 * same 404 as a wrong id.
 */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const bookingId = recordId(params.bookingId);
  const invoiceNumber = url.searchParams.has('number') ? recordId(url.searchParams.get('number')) : undefined;
  if (bookingId === null || invoiceNumber === null) return privateNotFound();
  const invoice = await downloadableTaxDocument(viewer, { kind: 'invoice', bookingId, invoiceNumber });
  return invoice ? privatePdf(invoice) : privateNotFound();
}
