import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Database, db } from '~/db/client.server';
import {
  type AmendedRental,
  type LocalizedText,
  bookingAmendments,
  bookingEvents,
  bookingRefunds,
  bookings,
  storedFiles,
} from '~/db/schema';
import { readPriceSnapshot } from '~/modules/bookings/records/price-snapshot-schema';
import { storeFile } from '~/db/seed/store-file.server';
import { readBooking } from '~/modules/bookings/records/booking-view.server';
import { loadPlaceNames } from '~/modules/bookings/records/place-names.server';
import { readSettings } from '~/modules/site/site-settings.server';
import { renderInvoicePdf } from './invoice-pdf.server';
import { modelClassFigures } from '~/modules/settings/charge-settings.server';
import {
  type TaxInvoiceSource,
  buildTaxCreditNote,
  buildTaxInvoice,
  creditNoteFileName,
  invoiceFileName,
} from './tax-invoice';

/** Stored invoices are private documents: never served from /media (see privateFilePurposes). */
const INVOICE_FILE_PURPOSE = 'invoice';
const CREDIT_NOTE_FILE_PURPOSE = 'credit-note';

/** Whose booking it is and its invoice number (null before confirmation), for access checks. */
async function findInvoiceBooking(bookingId: number) {
  const [row] = await db()
    .select({ userId: bookings.userId, invoiceNumber: bookings.invoiceNumber, counterPaidAt: bookings.counterPaidAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The invoice numbers of some bookings, for lists that offer the download. */
export async function invoiceNumbersOf(bookingIds: number[]): Promise<Map<number, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db()
    .select({ id: bookings.id, invoiceNumber: bookings.invoiceNumber })
    .from(bookings)
    .where(and(inArray(bookings.id, bookingIds), isNotNull(bookings.invoiceNumber)));
  return new Map(rows.flatMap((row) => (row.invoiceNumber === null ? [] : [[row.id, row.invoiceNumber] as const])));
}

/** The credit notes issued for some bookings, oldest first, for lists that offer the download. */
export async function creditNotesOf(
  bookingIds: number[],
): Promise<Map<number, { refundId: number; number: number }[]>> {
  const notes = new Map<number, { refundId: number; number: number }[]>();
  if (bookingIds.length === 0) return notes;
  const rows = await db()
    .select({
      bookingId: bookingRefunds.bookingId,
      refundId: bookingRefunds.id,
      number: bookingRefunds.creditNoteNumber,
    })
    .from(bookingRefunds)
    .where(and(inArray(bookingRefunds.bookingId, bookingIds), isNotNull(bookingRefunds.creditNoteNumber)))
    .orderBy(asc(bookingRefunds.id));
  for (const row of rows)
    notes.set(row.bookingId, [...(notes.get(row.bookingId) ?? []), { refundId: row.refundId, number: row.number! }]);
  return notes;
}

/** The company as its tax documents and rental agreements name it, from the settings. */
export async function invoiceSeller(): Promise<TaxInvoiceSource['seller']> {
  const found = await readSettings(['companyLegalName', 'companyTradeName', 'taxRegistrationNumber', 'invoiceAddress']);
  const { companyLegalName, companyTradeName, invoiceAddress } = found;
  // A JSON string of digits may come back from the database as a number; a TRN is 15 digits either way.
  const trn =
    typeof found.taxRegistrationNumber === 'number' ? String(found.taxRegistrationNumber) : found.taxRegistrationNumber;
  if (
    typeof companyLegalName !== 'string' ||
    typeof trn !== 'string' ||
    !invoiceAddress ||
    typeof (invoiceAddress as LocalizedText).en !== 'string'
  ) {
    throw new Error('Tax invoices need the settings companyLegalName, taxRegistrationNumber and invoiceAddress.');
  }
  return {
    legalName: companyLegalName,
    tradeName: typeof companyTradeName === 'string' ? companyTradeName : companyLegalName,
    trn,
    address: invoiceAddress as LocalizedText,
  };
}

/** The applied changes of a booking, oldest first: each replaced one invoice by another. */
function appliedAmendments(bookingId: number) {
  return db()
    .select()
    .from(bookingAmendments)
    .where(and(eq(bookingAmendments.bookingId, bookingId), eq(bookingAmendments.state, 'applied')))
    .orderBy(asc(bookingAmendments.id));
}

/**
 * Everything the invoice of a booking shows, or undefined when the booking has no invoice. Without
 * a number, its invoice in force; with one, that invoice as it was issued, even if a change to the
 * booking has since replaced it (its rental then comes from the change's record of it).
 */
export async function invoiceSource(bookingId: number, invoiceNumber?: number): Promise<TaxInvoiceSource | undefined> {
  const row = await readBooking(bookingId);
  if (!row || row.invoiceNumber === null || !row.priceSnapshot) return undefined;
  const amendments = await appliedAmendments(bookingId);
  const wanted = invoiceNumber ?? row.invoiceNumber;
  // The change that issued this invoice (none for the first one) and the change that replaced it (none while in force).
  const issuedBy = amendments.find((amendment) => amendment.invoiceNumber === wanted);
  const replacedBy = amendments.find((amendment) => amendment.replacedInvoiceNumber === wanted);
  if (wanted !== row.invoiceNumber && !replacedBy) return undefined;
  const rental: AmendedRental | null = replacedBy ? replacedBy.before : null;
  const snapshot = replacedBy
    ? readPriceSnapshot(replacedBy.before.priceSnapshot, `booking change ${replacedBy.id}`)
    : row.priceSnapshot;
  return {
    invoiceNumber: wanted,
    issuedAt: issuedBy?.appliedAt ?? row.confirmedAt ?? row.updatedAt,
    replaces:
      issuedBy?.replacedInvoiceNumber != null && issuedBy.creditNoteNumber != null
        ? { invoiceNumber: issuedBy.replacedInvoiceNumber, creditNoteNumber: issuedBy.creditNoteNumber }
        : null,
    reference: row.reference,
    seller: await invoiceSeller(),
    account: { fullName: row.customerName ?? '', email: row.customerEmail ?? '', phone: row.customerPhone ?? '' },
    driver: row.customerDetails,
    vehicle: rental ? rental.vehicle : `${row.brand} ${row.model}`,
    pickup: { city: row.pickupCity, branch: row.pickupBranch, at: rental ? new Date(rental.pickupAt) : row.pickupAt },
    dropoff: {
      city: row.dropoffCity,
      branch: row.dropoffBranch,
      at: rental ? new Date(rental.dropoffAt) : row.dropoffAt,
    },
    snapshot,
    paymentMethod: row.paymentMethod ?? snapshot.paymentMethod,
    counterPayment:
      row.counterPaidAt && row.counterPaymentMethod
        ? { method: row.counterPaymentMethod, at: row.counterPaidAt }
        : null,
    locale: row.customerLocale === 'ar' ? 'ar' : 'en',
    places: await loadPlaceNames(),
    cdwExcessFils: (await modelClassFigures(row.vehicleModelId))?.cdwExcessFils ?? null,
  };
}

export type IssuedInvoice = { fileName: string; contentType: 'application/pdf'; storedFileId: number; bytes: Buffer };

/**
 * The invoice document of a booking, rendered once and kept: the one in force, or with a number
 * one a change to the booking replaced (undefined for a number that is not this booking's).
 */
export async function issuedInvoice(bookingId: number, invoiceNumber?: number): Promise<IssuedInvoice | undefined> {
  const booking = await findInvoiceBooking(bookingId);
  if (!booking || booking.invoiceNumber === null) return undefined;
  const number = invoiceNumber ?? booking.invoiceNumber;
  // Numbers are sequential: the kept file is looked up by number, so the number must be this booking's first.
  if (number !== booking.invoiceNumber && !(await replacedInvoiceOfBooking(bookingId, number))) return undefined;
  const fileName = invoiceFileName(number);
  // Paid at the counter later: the copy as issued (and mailed) stays, and a copy saying Paid is kept beside it.
  const keptAs =
    booking.counterPaidAt && number === booking.invoiceNumber ? fileName.replace(/\.pdf$/, '-paid.pdf') : fileName;
  return keptOrRendered(INVOICE_FILE_PURPOSE, keptAs, fileName, async () => {
    const source = await invoiceSource(bookingId, number);
    return source && renderInvoicePdf(buildTaxInvoice(source));
  });
}

/** Whether an applied change to this booking replaced the invoice with this number. */
async function replacedInvoiceOfBooking(bookingId: number, invoiceNumber: number) {
  const [replaced] = await db()
    .select({ id: bookingAmendments.id })
    .from(bookingAmendments)
    .where(
      and(
        eq(bookingAmendments.bookingId, bookingId),
        eq(bookingAmendments.state, 'applied'),
        eq(bookingAmendments.replacedInvoiceNumber, invoiceNumber),
      ),
    )
    .limit(1);
  return replaced !== undefined;
}

/** The invoices a change to a booking replaced, oldest first, with the credit notes that cancelled them. */
export async function replacedInvoicesOf(
  bookingIds: number[],
): Promise<Map<number, { amendmentId: number; invoiceNumber: number; creditNoteNumber: number }[]>> {
  const replaced = new Map<number, { amendmentId: number; invoiceNumber: number; creditNoteNumber: number }[]>();
  if (bookingIds.length === 0) return replaced;
  const rows = await db()
    .select({
      bookingId: bookingAmendments.bookingId,
      amendmentId: bookingAmendments.id,
      invoiceNumber: bookingAmendments.replacedInvoiceNumber,
      creditNoteNumber: bookingAmendments.creditNoteNumber,
    })
    .from(bookingAmendments)
    .where(
      and(
        inArray(bookingAmendments.bookingId, bookingIds),
        eq(bookingAmendments.state, 'applied'),
        isNotNull(bookingAmendments.creditNoteNumber),
      ),
    )
    .orderBy(asc(bookingAmendments.id));
  for (const row of rows)
    replaced.set(row.bookingId, [
      ...(replaced.get(row.bookingId) ?? []),
      { amendmentId: row.amendmentId, invoiceNumber: row.invoiceNumber!, creditNoteNumber: row.creditNoteNumber! },
    ]);
  return replaced;
}

/** The tax credit note that cancelled the invoice a change to the booking replaced, in full. */
export async function issuedAmendmentCreditNote(amendmentId: number): Promise<IssuedInvoice | undefined> {
  const [amendment] = await db().select().from(bookingAmendments).where(eq(bookingAmendments.id, amendmentId));
  if (
    !amendment ||
    amendment.state !== 'applied' ||
    amendment.creditNoteNumber === null ||
    amendment.replacedInvoiceNumber === null ||
    amendment.invoiceNumber === null ||
    !amendment.appliedAt
  )
    return undefined;
  const { creditNoteNumber, replacedInvoiceNumber, invoiceNumber, appliedAt } = amendment;
  const fileName = creditNoteFileName(creditNoteNumber);
  return keptOrRendered(CREDIT_NOTE_FILE_PURPOSE, fileName, fileName, async () => {
    const source = await invoiceSource(amendment.bookingId, replacedInvoiceNumber);
    return (
      source &&
      renderInvoicePdf(
        buildTaxCreditNote(source, {
          number: creditNoteNumber,
          issuedAt: appliedAt,
          refundFils: amendment.before.totalFils,
          reason: 'amendment',
          replacedBy: invoiceNumber,
        }),
      )
    );
  });
}

/** Whose refund it is and its credit note number (null unless a refund of an invoiced booking was made), for access checks. */
export async function findCreditNoteRefund(refundId: number, database: Database = db()) {
  const [row] = await database
    .select({
      bookingId: bookingRefunds.bookingId,
      userId: bookings.userId,
      creditNoteNumber: bookingRefunds.creditNoteNumber,
      paidOutMethod: bookingRefunds.paidOutMethod,
    })
    .from(bookingRefunds)
    .innerJoin(bookings, eq(bookings.id, bookingRefunds.bookingId))
    .where(eq(bookingRefunds.id, refundId));
  return row;
}

/** The tax credit note of a refund made on an invoiced booking, rendered once and kept like the invoice. */
export async function issuedCreditNote(refundId: number): Promise<IssuedInvoice | undefined> {
  const [refund] = await db()
    .select({
      bookingId: bookingRefunds.bookingId,
      number: bookingRefunds.creditNoteNumber,
      amountFils: bookingRefunds.amountFils,
      createdAt: bookingRefunds.createdAt,
      refundedAt: bookingRefunds.refundedAt,
      reason: bookingRefunds.reason,
      method: bookingRefunds.method,
      state: bookingRefunds.state,
    })
    .from(bookingRefunds)
    .where(eq(bookingRefunds.id, refundId));
  if (!refund || refund.number === null) return undefined;
  const { number, amountFils, reason } = refund;
  // A card refund's note is numbered when the provider made it; a counter refund's with the cancellation.
  const issuedAt = refund.method === 'card' ? refund.refundedAt : refund.createdAt;
  if (!issuedAt) return undefined;
  const settlement =
    refund.method === 'card' ? 'card' : refund.state === 'refunded' ? 'counter_paid_out' : 'counter_owed';
  const fileName = creditNoteFileName(number);
  return keptOrRendered(CREDIT_NOTE_FILE_PURPOSE, fileName, fileName, async () => {
    const source = await invoiceSource(refund.bookingId);
    return (
      source &&
      renderInvoicePdf(buildTaxCreditNote(source, { number, issuedAt, refundFils: amountFils, reason, settlement }))
    );
  });
}

/**
 * The tax credit note that cancelled, in full, the invoice of a pay-on-pick-up booking cancelled
 * before anything was paid; dated with the cancellation.
 */
export async function issuedCancellationCreditNote(bookingId: number): Promise<IssuedInvoice | undefined> {
  const [booking] = await db()
    .select({ number: bookings.cancellationCreditNoteNumber, totalFils: bookings.totalFils })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking || booking.number === null || !booking.totalFils) return undefined;
  const [cancelled] = await db()
    .select({ at: bookingEvents.createdAt })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.toStatus, 'cancelled')))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  if (!cancelled) return undefined;
  const { number, totalFils } = booking;
  const fileName = creditNoteFileName(number);
  return keptOrRendered(CREDIT_NOTE_FILE_PURPOSE, fileName, fileName, async () => {
    const source = await invoiceSource(bookingId);
    return (
      source &&
      renderInvoicePdf(
        buildTaxCreditNote(source, {
          number,
          issuedAt: cancelled.at,
          refundFils: totalFils,
          reason: 'unpaid_cancellation',
          settlement: 'unpaid',
        }),
      )
    );
  });
}

/**
 * A tax document is rendered once and kept, so the copy mailed and every later download are the
 * same file, whatever changes in the settings afterwards.
 */
export async function keptOrRendered(
  purpose: string,
  keptAs: string,
  fileName: string,
  render: () => Promise<Buffer | undefined>,
): Promise<IssuedInvoice | undefined> {
  const kept = await keptDocument(purpose, keptAs);
  if (kept) return { fileName, contentType: 'application/pdf', storedFileId: kept.id, bytes: kept.bytes };
  const bytes = await render();
  if (!bytes) return undefined;
  await storeFile(db(), { purpose, contentType: 'application/pdf', bytes, originalName: keptAs });
  // Two first requests at once may both render; everyone then uses the earliest copy.
  const stored = await keptDocument(purpose, keptAs);
  if (!stored) throw new Error(`The document ${keptAs} was stored but cannot be read back.`);
  return { fileName, contentType: 'application/pdf', storedFileId: stored.id, bytes: stored.bytes };
}

async function keptDocument(purpose: string, fileName: string) {
  const [row] = await db()
    .select({ id: storedFiles.id, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(and(eq(storedFiles.purpose, purpose), eq(storedFiles.originalName, fileName)))
    .orderBy(asc(storedFiles.id))
    .limit(1);
  return row;
}
