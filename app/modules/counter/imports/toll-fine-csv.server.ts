import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type { Translate } from '~/i18n/translate';
import { parseAedToFils } from '~/modules/vehicles/aed-amount';
import { dubaiDateTime } from '~/utils/dubai-time';
import { headerSeparator } from './csv-separator';
import { type Plate, readPlate, readPlateText } from './plate';

/**
 * Reads the Salik trips file and the traffic fines file staff download and import. Columns are
 * found by name, whatever their order, case, spaces or punctuation ('Plate No.', 'plate_number'):
 *
 * - plate: `Plate Source`/`Emirate`, `Plate Code`, `Plate Number`; or one `Plate` field ('Dubai A 12345')
 * - when, Dubai time: `Date` and `Time`, or one field with both; dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd,
 *   24-hour or am/pm, seconds optional
 * - amount in AED: '4', '1,234.50', 'AED 600.00'
 * - the source's reference: `Transaction ID`, `Trip ID`, `Fine Number`, `Ticket Number`, `Reference`
 * - where or what: `Toll Gate`, `Location`, `Description`
 * - fines only, optional: `Type` ('traffic' or 'municipal'; 'police' and 'municipality' too), traffic when absent
 *
 * Fields are separated by commas, semicolons or tabs: whichever the header line uses, for the whole
 * file (csv-separator.ts), so a comma inside a semicolon-separated field stays in it; quoted fields
 * may hold the separator, line ends and doubled quotes.
 *
 * The file is read as a stream (a UTF-8 BOM and CRLF or LF line ends are fine), up to a size and a
 * row count; each row becomes a record or a row error naming its line in the file.
 */

export type SalikTrip = { row: number; plate: Plate; at: Date; tollFils: number; reference: string; location: string };
export type Fine = {
  row: number;
  kind: 'traffic_fine' | 'municipal_fine';
  plate: Plate;
  at: Date;
  fineFils: number;
  reference: string;
  description: string;
};
type RowError = { row: number; message: string };
/** `fileError`: the file as a whole could not be read (a missing column, too large); the rows read before it are kept. */
export type ImportResult<T> = { records: T[]; errors: RowError[]; fileError: string | null };

export type ImportLimits = { maxBytes: number; maxRows: number };
const defaultLimits: ImportLimits = { maxBytes: 5 * 1024 * 1024, maxRows: 20_000 };

type Source = string | Uint8Array | AsyncIterable<Uint8Array | string>;

const columnNames = {
  emirate: ['platesource', 'emirate', 'plateemirate', 'source', 'plateregion'],
  code: ['platecode', 'code', 'platecategory'],
  number: ['platenumber', 'plateno', 'number', 'vehicleplate'],
  plate: ['plate', 'platedetails', 'vehicle'],
  date: ['date', 'tripdate', 'transactiondate', 'finedate', 'datetime', 'tripdatetime', 'violationdate'],
  time: ['time', 'triptime', 'transactiontime', 'finetime', 'violationtime'],
  amount: ['amount', 'amountaed', 'aed', 'toll', 'tollamount', 'fineamount', 'fine', 'value'],
  reference: [
    'transactionid',
    'tripid',
    'reference',
    'referencenumber',
    'ref',
    'finenumber',
    'fineno',
    'ticketnumber',
    'ticketno',
  ],
  place: ['tollgate', 'gate', 'location', 'description', 'violation', 'place'],
  kind: ['type', 'finetype', 'authority', 'category'],
} as const;
type Column = keyof typeof columnNames;

const normalizeHeader = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

function columnIndexes(header: string[]): Partial<Record<Column, number>> {
  const names = header.map(normalizeHeader);
  const found: Partial<Record<Column, number>> = {};
  for (const [column, aliases] of Object.entries(columnNames) as [Column, readonly string[]][]) {
    const index = aliases.map((alias) => names.indexOf(alias)).find((at) => at >= 0);
    if (index !== undefined) found[column] = index;
  }
  return found;
}

/** The first required column a header lacks, by the name the message gives it. */
function missingColumn(found: Partial<Record<Column, number>>): string | null {
  const hasPlate = found.plate !== undefined || (found.emirate !== undefined && found.number !== undefined);
  if (!hasPlate) return 'Plate Number';
  if (found.date === undefined) return 'Date';
  if (found.amount === undefined) return 'Amount';
  if (found.reference === undefined) return 'Reference';
  return null;
}

const DATE_FORMS = [
  /^(?<day>\d{1,2})[/.-](?<month>\d{1,2})[/.-](?<year>\d{4})$/,
  /^(?<year>\d{4})-(?<month>\d{1,2})-(?<day>\d{1,2})$/,
];
const TIME_FORM = /^(?<hour>\d{1,2}):(?<minute>\d{2})(?::(?<second>\d{2}))?\s*(?<half>am|pm)?$/i;

/** A Dubai wall-clock date and time as an instant; null when either is not a real one. */
export function readDubaiMoment(dateText: string, timeText: string): Date | null {
  let [datePart, timePart] = [dateText.trim(), timeText.trim()];
  if (!timePart) [datePart, timePart = ''] = datePart.split(/[\sT]+(.*)/s);
  const date = DATE_FORMS.map((form) => form.exec(datePart)?.groups).find(Boolean);
  const time = TIME_FORM.exec(timePart.trim())?.groups;
  if (!date || !time) return null;
  let hour = Number(time.hour);
  if (time.half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (time.half.toLowerCase() === 'pm' ? 12 : 0);
  }
  const second = Number(time.second ?? 0);
  if (second > 59) return null;
  const pad = (value: string | number) => String(value).padStart(2, '0');
  const at = dubaiDateTime(`${date.year}-${pad(date.month)}-${pad(date.day)}`, `${pad(hour)}:${pad(time.minute)}`);
  return at ? new Date(at.getTime() + second * 1000) : null;
}

/** An amount in AED above zero, with or without the currency and thousands separators. */
export function readAedAmount(text: string): number | null {
  const fils = parseAedToFils(text.replace(/aed|د\.?إ/gi, '').trim());
  return fils !== null && fils > 0 ? fils : null;
}

function fineKind(text: string | undefined): Fine['kind'] | null {
  const word = (text ?? '').trim().toLowerCase();
  if (!word || word.startsWith('traffic') || word === 'police' || word === 'rta') return 'traffic_fine';
  if (word.startsWith('municipal')) return 'municipal_fine';
  return null;
}

type RowReader<T> = (
  field: (column: Column) => string,
  row: number,
  t: Translate,
  has: (column: Column) => boolean,
) => T | RowError;

/** The parts every row has: plate, moment, amount and reference; or the first problem, as a row error. */
function commonParts(
  field: (column: Column) => string,
  row: number,
  t: Translate,
  has: (column: Column) => boolean,
): RowError | { plate: Plate; at: Date; amountFils: number; reference: string } {
  const plate =
    has('emirate') && has('number')
      ? readPlate(field('emirate'), field('code'), field('number'))
      : readPlateText(field('plate'));
  if (!plate) return { row, message: t('counter.import.plateInvalid', { row }) };
  const at = readDubaiMoment(field('date'), field('time'));
  if (!at) return { row, message: t('counter.import.dateInvalid', { row }) };
  const amountFils = readAedAmount(field('amount'));
  if (amountFils === null) return { row, message: t('counter.import.amountInvalid', { row }) };
  const reference = field('reference');
  if (!reference) return { row, message: t('counter.import.referenceMissing', { row }) };
  return { plate, at, amountFils, reference };
}

const readSalikRow: RowReader<SalikTrip> = (field, row, t, has) => {
  const parts = commonParts(field, row, t, has);
  if ('message' in parts) return parts;
  return {
    row,
    plate: parts.plate,
    at: parts.at,
    tollFils: parts.amountFils,
    reference: parts.reference,
    location: field('place'),
  };
};

const readFineRow: RowReader<Fine> = (field, row, t, has) => {
  const kind = fineKind(field('kind'));
  if (!kind) return { row, message: t('counter.import.fineKindInvalid', { row }) };
  const parts = commonParts(field, row, t, has);
  if ('message' in parts) return parts;
  return {
    row,
    kind,
    plate: parts.plate,
    at: parts.at,
    fineFils: parts.amountFils,
    reference: parts.reference,
    description: field('place'),
  };
};

class FileTooLarge extends Error {}

async function* limitedBytes(source: Source, maxBytes: number): AsyncGenerator<Uint8Array | string> {
  const chunks = typeof source === 'string' || source instanceof Uint8Array ? [source] : source;
  let bytes = 0;
  for await (const chunk of chunks) {
    bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.byteLength;
    if (bytes > maxBytes) throw new FileTooLarge();
    yield chunk;
  }
}

/** Enough of a header line to find its separator: longer headers are not real statements. */
const HEADER_PEEK_BYTES = 10_000;

/**
 * The file's separator, from its first line, and the file again from its first byte: the chunks
 * read to find the line are given back before the rest, so the file is still read as a stream.
 */
async function separatorAndFile(chunks: AsyncIterator<Uint8Array | string>) {
  const head: Buffer[] = [];
  let bytes = 0;
  while (bytes < HEADER_PEEK_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    const chunk =
      typeof next.value === 'string'
        ? Buffer.from(next.value)
        : Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    head.push(chunk);
    bytes += chunk.byteLength;
    if (chunk.includes(0x0a) || chunk.includes(0x0d)) break;
  }
  const separator = headerSeparator(new TextDecoder().decode(Buffer.concat(head)));
  async function* file() {
    try {
      yield* head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } finally {
      // A reading stopped early (a missing column, too many rows) closes the upload too.
      await chunks.return?.();
    }
  }
  return { separator, file: file() };
}

async function readFile<T>(source: Source, t: Translate, readRow: RowReader<T>, limits: ImportLimits) {
  const result: ImportResult<T> = { records: [], errors: [], fileError: null };
  let input: Readable | undefined;
  let parser: ReturnType<typeof parse> | undefined;
  let found: Partial<Record<Column, number>> | null = null;
  let rows = 0;
  try {
    const { separator, file } = await separatorAndFile(limitedBytes(source, limits.maxBytes));
    // One separator for the whole file: a comma inside a semicolon-separated field stays in it.
    parser = parse({
      bom: true,
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 10_000,
      info: true,
    });
    const reading = parser;
    input = Readable.from(file);
    input.on('error', (error) => reading.destroy(error));
    input.pipe(parser);
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!found) {
        found = columnIndexes(record);
        const missing = missingColumn(found);
        if (missing) {
          result.fileError = t('counter.import.missingColumn', { column: missing });
          break;
        }
        continue;
      }
      if (++rows > limits.maxRows) {
        result.fileError = t('counter.import.tooManyRows', { max: limits.maxRows });
        break;
      }
      const columns = found;
      const has = (column: Column) => columns[column] !== undefined;
      const field = (column: Column) => (has(column) ? (record[columns[column]!] ?? '').trim() : '');
      const read = readRow(field, info.lines, t, has);
      if ('message' in (read as object)) result.errors.push(read as RowError);
      else result.records.push(read as T);
    }
    if (!result.fileError && rows === 0) result.fileError = t('counter.import.empty');
  } catch (error) {
    if (error instanceof FileTooLarge)
      result.fileError = t('counter.import.tooLarge', { max: Math.floor(limits.maxBytes / 1024 / 1024) });
    else if (error instanceof CsvError) result.fileError = t('counter.import.unreadable', { row: rows + 2 });
    else throw error;
  } finally {
    input?.destroy();
    parser?.destroy();
  }
  return result;
}

/** The trips of a Salik statement, each a record or a row error. */
export function readSalikFile(
  source: Source,
  t: Translate,
  limits: ImportLimits = defaultLimits,
): Promise<ImportResult<SalikTrip>> {
  return readFile(source, t, readSalikRow, limits);
}

/** The fines of a traffic or municipal fines file, each a record or a row error. */
export function readFinesFile(
  source: Source,
  t: Translate,
  limits: ImportLimits = defaultLimits,
): Promise<ImportResult<Fine>> {
  return readFile(source, t, readFineRow, limits);
}
