/**
 * A UAE tax registration number (TRN) is 15 digits. People copy it from certificates with spaces
 * or dashes between groups, and an Arabic keyboard types Arabic-Indic digits; all of these are the
 * same number, kept as 15 Latin digits.
 */
const TRN_LENGTH = 15;

const arabicIndicZero = { arabic: 0x0660, persian: 0x06f0 };

/** The TRN as 15 Latin digits, or null when the input is not one. */
export function normalizeTrn(input: string): string | null {
  const digits = input
    .replace(/[\s\u200e\u200f-]/g, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - arabicIndicZero.arabic))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - arabicIndicZero.persian));
  return new RegExp(`^\\d{${TRN_LENGTH}}$`).test(digits) ? digits : null;
}
