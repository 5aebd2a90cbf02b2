/**
 * A UAE number plate as the Salik and fines files write it: the issuing emirate, the code (a
 * letter or number, none on some older plates) and the number. `plateKey` is the one form plates
 * are compared in.
 */
export type Plate = { emirate: string; code: string; number: string };

const emirateNames: Record<string, string> = {
  dubai: 'Dubai',
  dxb: 'Dubai',
  du: 'Dubai',
  abudhabi: 'Abu Dhabi',
  ad: 'Abu Dhabi',
  auh: 'Abu Dhabi',
  sharjah: 'Sharjah',
  shj: 'Sharjah',
  sh: 'Sharjah',
  ajman: 'Ajman',
  ajm: 'Ajman',
  aj: 'Ajman',
  ummalquwain: 'Umm Al Quwain',
  uaq: 'Umm Al Quwain',
  rasalkhaimah: 'Ras Al Khaimah',
  rak: 'Ras Al Khaimah',
  fujairah: 'Fujairah',
  fuj: 'Fujairah',
  fj: 'Fujairah',
};

/** The emirate's name from its name or common abbreviation, any case or spacing; null when unknown. */
function emirateOf(text: string): string | null {
  return emirateNames[text.toLowerCase().replace(/[^a-z]/g, '')] ?? null;
}

/** A plate from its parts; null when the emirate is unknown, the code is not 1-3 letters or digits, or the number not 1-5 digits. */
export function readPlate(emirate: string, code: string, number: string): Plate | null {
  const name = emirateOf(emirate);
  const cleanCode = code.trim().toUpperCase();
  const cleanNumber = number.trim().replace(/^0+(?=\d)/, '');
  if (!name || !/^[A-Z0-9]{0,3}$/.test(cleanCode) || !/^\d{1,5}$/.test(cleanNumber)) return null;
  return { emirate: name, code: cleanCode, number: cleanNumber };
}

/** A plate written in one field, 'Dubai A 12345', 'DXB-A-12345' or 'AUH 5 1234', the emirate first. */
export function readPlateText(text: string): Plate | null {
  const match = /^\s*([A-Za-z][A-Za-z ]*?)[\s\-/]+(?:([A-Za-z0-9]{1,3})[\s\-/]+)?(\d{1,5})\s*$/.exec(text);
  return match ? readPlate(match[1], match[2] ?? '', match[3]) : null;
}

export const plateKey = (plate: Plate) => `${plate.emirate}|${plate.code}|${plate.number}`;
