/**
 * Staff type prices in AED ('1,234.5', '99.95'); the database keeps integer fils. The text is read
 * digit by digit, never through a floating-point number, so 0.29 AED is exactly 29 fils.
 */
const AED_PATTERN = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** The largest amount a rate field takes: AED 1,000,000 (well past any per-day price). */
export const MAX_AED_FILS = 100_000_000;

/** Fils for an AED amount with at most two decimals, or null when the text is not such an amount. */
export function parseAedToFils(text: string): number | null {
  const match = AED_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = match[1].replaceAll(',', '');
  // Leading zeros ('007') are tolerated; more than 9 digits is past any price and past safe integers in fils.
  if (whole.replace(/^0+(?=\d)/, '').length > 9) return null;
  const fils = Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fils <= MAX_AED_FILS ? fils : null;
}

/** Fils as the plain AED text a form field shows ('99.95', '120.00'): no separators, so it parses back unchanged. */
export function filsToAedText(fils: number): string {
  const whole = Math.trunc(fils / 100);
  return `${whole}.${String(fils % 100).padStart(2, '0')}`;
}
