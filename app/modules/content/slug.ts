/** A post's address part: lower-case letters (any script), digits, single hyphens between them. */
const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;
export const MAX_SLUG_LENGTH = 100;

/** Suggests a slug from a title: 'Renting in Dubai: 5 Tips!' -> 'renting-in-dubai-5-tips'. Accents are dropped, Arabic is kept. */
export function suggestSlug(title: string): string {
  return (
    title
      // Accents come off Latin letters only: Arabic letters such as ئ keep their hamza.
      .normalize('NFD')
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{Ll}\p{Lo}\p{Nd}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_SLUG_LENGTH)
      .replace(/-+$/, '')
  );
}

export const isValidSlug = (value: string) => value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
