import { telHref } from '~/components/frame/navigation';

/** A number of several digit groups, as the copy writes phone numbers (isolated in Arabic by isolateNumbers). */
const phoneRun = /\u2066?(\+?\d+(?:[ -]\d+)+)\u2069?/g;
/** Shorter runs are not phone numbers: a date range, a price with its fils. */
const MIN_PHONE_DIGITS = 7;

/**
 * Written copy with its phone numbers as links a phone can call. Each link is set left to right,
 * so in Arabic its digit groups keep their order.
 */
export function PhoneText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(phoneRun)) {
    const number = match[1];
    if (number.replace(/\D/g, '').length < MIN_PHONE_DIGITS) continue;
    parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={telHref(number.replace(/-/g, ' '))} dir="ltr" className="font-semibold underline">
        {number}
      </a>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return parts;
}
