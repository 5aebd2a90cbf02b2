import { useT } from '~/i18n/use-translation';
import { telHref } from '~/utils/phone';

/**
 * A number of several digit groups, as copy writes phone numbers ('800 76237', '+971 56 587 0040');
 * a text isolate around it (isolateNumbers) is dropped, as the link isolates the number itself.
 */
const phoneRun = /\u2066?(\+?\d+(?:[ -]\d+)+)\u2069?/g;
/** Shorter runs are not phone numbers: a date range, a price with its fils. */
const MIN_PHONE_DIGITS = 7;

/**
 * Written copy (the page copy, FAQ answers, the terms, whether from the catalogues or staff) with its
 * phone numbers as links a phone can call. The link is set left to right, an isolate of its own, so
 * in Arabic "800 76237" does not read "76237 800". Every such text is drawn through here.
 */
export function PhoneText({ text }: { text: string }) {
  const t = useT();
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(phoneRun)) {
    const number = match[1];
    if (number.replace(/\D/g, '').length < MIN_PHONE_DIGITS) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <a
        key={match.index}
        href={telHref(number)}
        dir="ltr"
        aria-label={t('phone.call', { number })}
        className="font-semibold whitespace-nowrap underline"
      >
        {number}
      </a>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return parts;
}
