import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '~/db/client.server';
import { type LocalizedText, bookings, branches, storedFiles, users, vehicleModels } from '~/db/schema';
import { storeFile } from '~/db/seed/store-file.server';
import type { PriceSnapshot } from '~/modules/bookings/price-snapshot';
import { readSettings } from '~/modules/site/site-settings.server';
import { renderInvoicePdf } from './invoice-pdf.server';
import { type TaxInvoiceSource, buildTaxInvoice, invoiceFileName } from './tax-invoice';

/** Stored invoices are private documents: never served from /media (see privateFilePurposes). */
export const INVOICE_FILE_PURPOSE = 'invoice';

const dropoffBranches = alias(branches, 'invoice_dropoff_branches');

/** Whose booking it is and its invoice number (null before confirmation), for access checks. */
export async function findInvoiceBooking(bookingId: number) {
  const [row] = await db().select({ userId: bookings.userId, invoiceNumber: bookings.invoiceNumber }).from(bookings).where(eq(bookings.id, bookingId));
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

async function seller(): Promise<TaxInvoiceSource['seller']> {
  const found = await readSettings(['companyLegalName', 'companyTradeName', 'taxRegistrationNumber', 'invoiceAddress']);
  const { companyLegalName, companyTradeName, invoiceAddress } = found;
  // A JSON string of digits may come back from the database as a number; a TRN is 15 digits either way.
  const trn = typeof found.taxRegistrationNumber === 'number' ? String(found.taxRegistrationNumber) : found.taxRegistrationNumber;
  if (typeof companyLegalName !== 'string' || typeof trn !== 'string' || !invoiceAddress || typeof (invoiceAddress as LocalizedText).en !== 'string') {
    throw new Error('Tax invoices need the settings companyLegalName, taxRegistrationNumber and invoiceAddress.');
  }
  return { legalName: companyLegalName, tradeName: typeof companyTradeName === 'string' ? companyTradeName : companyLegalName, trn, address: invoiceAddress as LocalizedText };
}

/** Everything the invoice of a booking shows, or undefined when the booking has no invoice. */
export async function invoiceSource(bookingId: number): Promise<TaxInvoiceSource | undefined> {
  const [row] = await db()
    .select({
      invoiceNumber: bookings.invoiceNumber,
      confirmedAt: bookings.confirmedAt,
      updatedAt: bookings.updatedAt,
      reference: bookings.reference,
      paymentMethod: bookings.paymentMethod,
      snapshot: bookings.priceSnapshot,
      driver: bookings.customerDetails,
      pickupAt: bookings.pickupAt,
      dropoffAt: bookings.dropoffAt,
      brand: vehicleModels.brand,
      model: vehicleModels.name,
      pickupCity: branches.cityLabel,
      pickupBranch: branches.nameLabel,
      dropoffCity: dropoffBranches.cityLabel,
      dropoffBranch: dropoffBranches.nameLabel,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
    })
    .from(bookings)
    .innerJoin(vehicleModels, eq(vehicleModels.id, bookings.vehicleModelId))
    .innerJoin(branches, eq(branches.id, bookings.pickupBranchId))
    .innerJoin(dropoffBranches, eq(dropoffBranches.id, bookings.dropoffBranchId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row || row.invoiceNumber === null || !row.snapshot) return undefined;
  const snapshot = row.snapshot as PriceSnapshot;
  return {
    invoiceNumber: row.invoiceNumber,
    issuedAt: row.confirmedAt ?? row.updatedAt,
    reference: row.reference,
    seller: await seller(),
    account: { fullName: row.fullName, email: row.email, phone: row.phone },
    driver: row.driver,
    vehicle: `${row.brand} ${row.model}`,
    pickup: { city: row.pickupCity, branch: row.pickupBranch, at: row.pickupAt },
    dropoff: { city: row.dropoffCity, branch: row.dropoffBranch, at: row.dropoffAt },
    snapshot,
    paymentMethod: row.paymentMethod ?? snapshot.paymentMethod,
  };
}

export type IssuedInvoice = { fileName: string; contentType: 'application/pdf'; storedFileId: number; bytes: Buffer };

/**
 * The invoice document of a booking. It is rendered once and kept, so the copy mailed and every
 * later download are the same file, whatever changes in the settings afterwards.
 */
export async function issuedInvoice(bookingId: number): Promise<IssuedInvoice | undefined> {
  const booking = await findInvoiceBooking(bookingId);
  if (!booking || booking.invoiceNumber === null) return undefined;
  const fileName = invoiceFileName(booking.invoiceNumber);
  const kept = await keptInvoice(fileName);
  if (kept) return { fileName, contentType: 'application/pdf', storedFileId: kept.id, bytes: kept.bytes };
  const source = await invoiceSource(bookingId);
  if (!source) return undefined;
  const bytes = await renderInvoicePdf(buildTaxInvoice(source));
  await storeFile(db(), { purpose: INVOICE_FILE_PURPOSE, contentType: 'application/pdf', bytes, originalName: fileName });
  // Two first requests at once may both render; everyone then uses the earliest copy.
  const stored = await keptInvoice(fileName);
  if (!stored) throw new Error(`The invoice ${fileName} was stored but cannot be read back.`);
  return { fileName, contentType: 'application/pdf', storedFileId: stored.id, bytes: stored.bytes };
}

async function keptInvoice(fileName: string) {
  const [row] = await db()
    .select({ id: storedFiles.id, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(and(eq(storedFiles.purpose, INVOICE_FILE_PURPOSE), eq(storedFiles.originalName, fileName)))
    .orderBy(asc(storedFiles.id))
    .limit(1);
  return row;
}
