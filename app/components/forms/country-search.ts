import type { DialCountry } from '~/modules/auth/sign-up-form';

export type { DialCountry };

// What people type for a country that its official name does not start with.
const nicknames: Record<string, string[]> = {
  AE: ['uae', 'emirates', 'الامارات'],
  GB: ['uk', 'britain', 'great britain', 'england', 'scotland', 'wales'],
  US: ['usa', 'america'],
  SA: ['ksa'],
};

/** Lower case, no diacritics, and the Arabic letters people write interchangeably made one. */
export function foldForSearch(text: string) {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/\s+/g, ' ')
    .trim();
}

/** '+44', '0044', '44' and ' 44 ' all mean the dialling code 44. */
function dialQuery(query: string) {
  const compact = query.replace(/[\s-]/g, '');
  const match = /^(?:\+|00)?(\d{1,4})$/.exec(compact);
  return match ? match[1] : null;
}

/**
 * The countries matching what was typed, best first: by dialling code when digits are typed
 * (exact code before longer ones, the main country of a shared code first), else the ISO code itself, then names (or nicknames) starting
 * with the words, then a word of the name starting with them, then the words anywhere in it.
 * Ties keep the list's order, so the UAE, first in the list, stays first among equals.
 */
export function matchCountries<Country extends DialCountry>(countries: readonly Country[], query: string): Country[] {
  const digits = dialQuery(query);
  if (digits !== null) {
    const ranked = countries.map((country) => ({
      country,
      rank: country.dial === digits ? (country.secondary ? 0.5 : 0) : country.dial.startsWith(digits) ? 1 : -1,
    }));
    return byRank(ranked);
  }
  const words = foldForSearch(query.replace(/^\+/, ''));
  if (!words) return [...countries];
  const ranked = countries.map((country) => ({ country, rank: rankByName(country, words) }));
  return byRank(ranked);
}

function rankByName(country: DialCountry, words: string) {
  const nicknamesOf = nicknames[country.code] ?? [];
  if (country.code.toLowerCase() === words || nicknamesOf.includes(words)) return 0;
  const names = [country.name, country.alias ?? '', ...nicknamesOf].filter(Boolean).map(foldForSearch);
  if (names.some((name) => name.startsWith(words))) return 1;
  if (names.some((name) => name.split(/[\s,()'-]+/).some((word) => word.startsWith(words)))) return 2;
  if (names.some((name) => name.includes(words))) return 3;
  return -1;
}

function byRank<Country>(ranked: Array<{ country: Country; rank: number }>): Country[] {
  return ranked
    .map((entry, index) => ({ ...entry, index }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.country);
}

/** What the closed picker shows: short enough for a narrow box ('AE +971'); the name is said to screen readers. */
export const dialLabel = (country: DialCountry) => `${country.code} +${country.dial}`;
