import { isolateLtr } from '~/i18n/isolate';
import { telHref } from '~/utils/phone';
import type { Locale } from '~/i18n/locale';
import type { Database } from '~/db/client.server';
import { companyTradeName, siteHotlines } from '~/modules/settings/company-settings.server';

/**
 * The one layout of the mails customers get: each mail is written once as blocks, and becomes both
 * an HTML part (table-based and inline-styled, since mail programs ignore style sheets and most
 * modern layout) and a plain-text part saying the same.
 */

/** A value set into a sentence: plain, left-to-right (a reference, a phone number), or of either direction (a name). */
export type Piece = string | { text: string; dir: 'ltr' | 'auto'; href?: string };
/** A sentence or value made of pieces. */
export type MailText = readonly Piece[];

/** A reference, phone number, code or Latin model name: kept left to right inside Arabic. */
export const ltr = (text: string, href?: string): Piece => ({ text, dir: 'ltr', href });
/** A name the customer typed, in whatever script: isolated, so it does not reorder the sentence around it. */
export const ownText = (text: string): Piece => ({ text, dir: 'auto' });

/** Puts pieces into a template's {placeholders}; one without a value stays as written. */
export function fillPieces(template: string, values: Record<string, Piece>): MailText {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const value = values[match[1]];
    if (value === undefined) continue;
    pieces.push(template.slice(last, match.index));
    pieces.push(value);
    last = match.index + match[0].length;
  }
  pieces.push(template.slice(last));
  return pieces.filter((piece) => piece !== '');
}

export type MailFact = { label: string; value: MailText; strong?: boolean };
export type MailBlock =
  | { kind: 'paragraph'; text: MailText }
  | { kind: 'facts'; heading: string; facts: readonly MailFact[] }
  | { kind: 'button'; label: string; href: string };

export type MailContent = {
  locale: Locale;
  subject: string;
  /** The line mail programs show beside the subject in the list. */
  preview: string;
  greeting: MailText;
  blocks: readonly MailBlock[];
};

export type MailFooter = { company: string; hotlines: { abuDhabiAlAin: string; dubaiNorthern: string } };

const brand = { en: 'Oasis Rent A Car', ar: 'الواحة لتأجير السيارات' } as const satisfies Record<Locale, string>;

const closings = {
  en: 'Questions? Call us on {hotlineAbuDhabiAlAin} (Abu Dhabi, Al Ain) or {hotlineDubaiNorthern} (Dubai, Northern Emirates). – {company}',
  ar: 'لأي استفسار اتصل بنا على {hotlineAbuDhabiAlAin} (أبوظبي، العين) أو {hotlineDubaiNorthern} (دبي، الإمارات الشمالية). – {company}',
} as const satisfies Record<Locale, string>;

/** The last line of a mail to a customer: the hotlines and company name as staff last saved them. */
export function closingLine(locale: Locale, footer: MailFooter): MailText {
  return fillPieces(closings[locale], {
    hotlineAbuDhabiAlAin: ltr(footer.hotlines.abuDhabiAlAin, telHref(footer.hotlines.abuDhabiAlAin)),
    hotlineDubaiNorthern: ltr(footer.hotlines.dubaiNorthern, telHref(footer.hotlines.dubaiNorthern)),
    company: locale === 'ar' ? brand.ar : footer.company,
  });
}

/** `database`: the transaction a mail is written in, when it is. */
export async function mailFooter(database?: Database): Promise<MailFooter> {
  const [company, hotlines] = await Promise.all([companyTradeName(database), siteHotlines(database)]);
  return { company, hotlines };
}

/** A phone number as a piece that dials when tapped. */
export const phonePiece = (phone: string) => ltr(phone, telHref(phone));

// ---- plain text ----

/** A text as the plain-text part writes it: left-to-right values isolated in Arabic. */
export function plainText(text: MailText, locale: Locale) {
  return text
    .map((piece) =>
      typeof piece === 'string' ? piece : piece.dir === 'ltr' ? isolateLtr(piece.text, locale) : piece.text,
    )
    .join('');
}

function renderText(content: MailContent, footer: MailFooter) {
  const { locale } = content;
  const sections = [plainText(content.greeting, locale)];
  for (const block of content.blocks) {
    if (block.kind === 'paragraph') sections.push(plainText(block.text, locale));
    else if (block.kind === 'button') sections.push(`${block.label}: ${block.href}`);
    else
      sections.push(
        [block.heading, ...block.facts.map((fact) => `${fact.label}: ${plainText(fact.value, locale)}`)].join('\n'),
      );
  }
  sections.push(plainText(closingLine(locale, footer), locale));
  return sections.join('\n\n');
}

// ---- HTML ----

/** Every value that goes into the HTML passes here: names and addresses are typed by people. */
function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** Only web and phone links: a stored value can never become a script link. */
const safeHref = (href: string) => (/^(https?:|tel:|mailto:)/i.test(href) ? escapeHtml(href) : '#');

const colours = {
  navy: '#0b2545',
  sand: '#f6efe3',
  sandLine: '#ead9bd',
  action: '#c2410c',
  ink: '#1e293b',
  muted: '#475569',
  page: '#f1f5f9',
};
const fonts = {
  en: "'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  ar: "Tahoma, 'Segoe UI', 'Noto Sans Arabic', Arial, sans-serif",
} as const;

function html(text: MailText) {
  return text
    .map((piece) => {
      if (typeof piece === 'string') return escapeHtml(piece);
      const inner = piece.href
        ? `<a href="${safeHref(piece.href)}" style="color:${colours.navy};text-decoration:underline">${escapeHtml(piece.text)}</a>`
        : escapeHtml(piece.text);
      // Kept on one line: a reference or phone number broken at its dash is misread.
      return piece.dir === 'ltr' ? `<bdi dir="ltr" style="white-space:nowrap">${inner}</bdi>` : `<bdi>${inner}</bdi>`;
    })
    .join('');
}

function renderBlock(block: MailBlock, dir: 'ltr' | 'rtl') {
  if (block.kind === 'paragraph') return `<p style="margin:0 0 16px">${html(block.text)}</p>`;
  if (block.kind === 'button')
    return `<table role="presentation" dir="${dir}" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${colours.action}"><a href="${safeHref(block.href)}" style="display:inline-block;padding:12px 22px;border-radius:6px;background:${colours.action};color:#ffffff;font-weight:bold;font-size:16px;text-decoration:none">${escapeHtml(block.label)}</a></td></tr></table>`;
  const rows = block.facts
    .map((fact) => {
      // The total is set apart from the lines above it, as on the site's price breakdown.
      const cell = `border-top:${fact.strong ? 2 : 1}px solid ${colours.sandLine};font-weight:${fact.strong ? 'bold' : 'normal'};padding:8px 12px;text-align:start;vertical-align:top`;
      return `<tr><th scope="row" style="${cell};color:${fact.strong ? colours.ink : colours.muted};width:40%">${escapeHtml(fact.label)}</th><td style="${cell};color:${colours.ink}">${html(fact.value)}</td></tr>`;
    })
    .join('');
  return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.4;color:${colours.navy}">${escapeHtml(block.heading)}</h2><table dir="${dir}" cellpadding="0" cellspacing="0" border="0" width="100%" style="width:100%;border-collapse:collapse;background:${colours.sand};border-radius:6px;margin:0 0 16px;font-size:15px;line-height:1.5">${rows}</table>`;
}

function renderHtml(content: MailContent, footer: MailFooter) {
  const { locale } = content;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const font = fonts[locale];
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colours.page};font-family:${font};color:${colours.ink}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background:${colours.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" dir="${dir}" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;text-align:start">
<tr><td style="background:${colours.navy};padding:20px 24px;color:#ffffff;font-family:${font};font-size:22px;font-weight:bold;letter-spacing:0.2px">${escapeHtml(brand[locale])}</td></tr>
<tr><td style="padding:28px 24px 12px;font-family:${font};font-size:16px;line-height:1.6;color:${colours.ink}">
<p style="margin:0 0 16px">${html(content.greeting)}</p>
${content.blocks.map((block) => renderBlock(block, dir)).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid ${colours.sandLine};font-family:${font};font-size:14px;line-height:1.6;color:${colours.muted}">
<p style="margin:0 0 4px;font-weight:bold;color:${colours.navy}">${html(locale === 'ar' ? [brand.ar] : [footer.company])}</p>
<p style="margin:0">${html(closingLine(locale, footer))}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The mail's two parts, HTML and plain text, from the same blocks. */
function renderMail(content: MailContent, footer: MailFooter) {
  return { subject: content.subject, html: renderHtml(content, footer), text: renderText(content, footer) };
}

/** renderMail with the footer as staff last saved it in the settings. */
export async function composeMail(content: MailContent, database?: Database) {
  return renderMail(content, await mailFooter(database));
}
