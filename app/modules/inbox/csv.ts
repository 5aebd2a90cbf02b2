/**
 * Writing CSV for spreadsheets (RFC 4180, as Excel reads it). Pure, so it is tested on its own.
 *
 * - A UTF-8 byte-order mark comes first: without it Excel reads the file as the local code page and
 *   Arabic names turn into mojibake.
 * - Lines end in CRLF; a cell holding a comma, quote or line break is quoted, quotes doubled.
 * - Formula injection: a cell a visitor typed that starts with = + - @ (or tab / carriage return,
 *   which Excel skips before reading a formula) would run as a formula when staff open the file,
 *   so it gets a leading apostrophe and is shown as text.
 */
export const CSV_BOM = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, a header line, then one line per row. */
export function toCsv(header: readonly unknown[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
