import type { Locale } from '~/i18n/locale';
import { dialCountries } from '~/modules/auth/sign-up.server';
import type { NationalityChoice } from './career-options';

/** Every country as a nationality, named in the page's language: the UAE first, the rest by name. */
export function nationalityChoices(locale: Locale): NationalityChoice[] {
  return dialCountries(locale).map(({ code, name }) => ({ code, name }));
}

const codes = new Set(nationalityChoices('en').map((choice) => choice.code));

export const isNationality = (code: string) => codes.has(code);

/** The English name the staff read, e.g. 'IN' -> 'India'. */
export function nationalityName(code: string): string {
  return nationalityChoices('en').find((choice) => choice.code === code)?.name ?? code;
}
