import type { Route } from './+types/manage-booking-document';
import { openManageLink } from '~/modules/bookings/manage-links/manage-links.server';
import { type TaxDocumentRequest, downloadableTaxDocument } from '~/modules/invoices/access/tax-document-access.server';
import { clientAddress } from '~/utils/http.server';
import { privateNotFound, privatePdf } from '~/utils/private-pdf.server';
import { recordId } from '~/utils/record-id';

/**
 * A tax invoice or credit note of the booking a mailed link opens, as a PDF: authorised by the
 * link alone, through the same access rule as every download, for that one booking's documents.
 * A wrong or worn-out link, and a document of another booking, get the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const link = await openManageLink(params.token, clientAddress(request));
  if (!link) return privateNotFound();
  const wanted = documentOf(link.bookingId, params.kind, params.refundId);
  const document = wanted && (await downloadableTaxDocument({ linkedBookingId: link.bookingId }, wanted));
  return document ? privatePdf(document) : privateNotFound();
}

function documentOf(bookingId: number, kind: string, refundId: string | undefined): TaxDocumentRequest | null {
  if (kind === 'invoice' && refundId === undefined) return { kind: 'invoice', bookingId };
  if (kind === 'cancellation-credit-note' && refundId === undefined)
    return { kind: 'cancellation-credit-note', bookingId };
  const refund = recordId(refundId);
  return kind === 'credit-note' && refund !== null ? { kind: 'refund-credit-note', refundId: refund } : null;
}
