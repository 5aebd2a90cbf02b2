/**
 * The field separator of a CSV file, decided once from its header line. A file uses one separator
 * throughout: reading every row with any of several would split a fines file's 'Sheikh Zayed Rd,
 * Dubai' in two when the file is separated by semicolons.
 */

type CsvSeparator = ',' | ';' | '\t';

/**
 * The candidate found most often outside quotes in the header line (the text up to the first line
 * end; a BOM is ignored). On a tie the rarer character wins: a comma may sit in a column's name
 * ('Amount, AED'), a semicolon or a tab hardly ever. A header with none of them is one column:
 * a comma, which splits nothing.
 */
export function headerSeparator(text: string): CsvSeparator {
  const counts: Record<CsvSeparator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as CsvSeparator] += 1;
  }
  const most = Math.max(...Object.values(counts));
  if (most === 0) return ',';
  return (['\t', ';', ','] as const).find((separator) => counts[separator] === most)!;
}
