import { type Database, db } from '~/db/client.server';
import { type SubmissionKind, formSubmissions } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { type RateLimitResult, hitRateLimit, type RateLimit } from '~/modules/auth/rate-limit.server';
import { env } from '~/modules/config/env.server';
import { type Mail, sendMail } from '~/modules/notify/outbox.server';
import { DEFAULT_ENQUIRIES_ADDRESS, staffAddressFor } from '~/modules/site/staff-addresses.server';
import { logger } from '~/modules/config/logger.server';

/** Submissions from one client address, all forms together: plenty for a person, a wall for a script. */
export const formSubmissionLimit = (): RateLimit => ({
  limit: env().FORM_SUBMISSIONS_PER_10_MINUTES,
  windowSeconds: 10 * 60,
});

/** Counts one submission from this client address; false when it is over the limit. */
export function allowFormSubmission(clientAddress: string): Promise<RateLimitResult> {
  return hitRateLimit(`form:${clientAddress}`, formSubmissionLimit());
}

export type Submission = {
  kind: SubmissionKind;
  name: string;
  email?: string | null;
  phone?: string | null;
  message?: string | null;
  /** The form's other fields, with labels the staff can read: { 'Vehicle type': 'Sedan', ... }. */
  details?: Record<string, unknown>;
};

type Send = (mail: Mail, tx: Database) => Promise<unknown>;

const kindTitles: Record<SubmissionKind, { en: string; ar: string }> = {
  contact: { en: 'message', ar: 'رسالتك' },
  enquiry: { en: 'enquiry', ar: 'استفسارك' },
  callback: { en: 'callback request', ar: 'طلب معاودة الاتصال' },
  lease: { en: 'lease quote request', ar: 'طلب عرض سعر التأجير طويل الأمد' },
  career: { en: 'job application', ar: 'طلب التوظيف' },
  feedback: { en: 'feedback', ar: 'ملاحظاتك' },
  promotion: { en: 'promotion enquiry', ar: 'استفسارك عن العرض' },
  tour: { en: 'tour enquiry', ar: 'استفسارك عن الجولة' },
  chauffeur: { en: 'chauffeur service enquiry', ar: 'استفسارك عن خدمة السائق' },
  preowned: { en: 'pre-owned car enquiry', ar: 'استفسارك عن السيارة المستعملة' },
};

// The customer's copy is written here rather than in the page catalogues: it never reaches the browser.
const customerCopy = {
  subject: { en: 'We received your {kind}', ar: 'تلقينا {kind}' },
  body: {
    en: 'Dear {name},\n\nThank you for contacting Oasis Rent A Car. We received your {kind} and will contact you shortly.\n\nOasis Rent A Car',
    ar: 'مرحباً {name}،\n\nشكراً لتواصلك مع الواحة لتأجير السيارات. تلقينا {kind} وسنتواصل معك قريباً.\n\nالواحة لتأجير السيارات',
  },
};

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return value.map(showValue).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** The staff's mail: every field as sent, and a link to the submission in the staff inbox. */
function staffMail(id: number, submission: Submission, locale: Locale, to: string): Mail {
  const title = kindTitles[submission.kind].en;
  const lines = [
    `New ${title} #${id}`,
    '',
    `Name: ${submission.name}`,
    `Email: ${showValue(submission.email)}`,
    `Phone: ${showValue(submission.phone)}`,
    `Language: ${locale === 'ar' ? 'Arabic' : 'English'}`,
    ...Object.entries(submission.details ?? {}).map(([label, value]) => `${label}: ${showValue(value)}`),
  ];
  if (submission.message) lines.push('', 'Message:', submission.message);
  lines.push('', `Open it: ${env().APP_URL}/admin/inbox/${submission.kind}/${id}`);
  return { to, subject: `New ${title} from ${submission.name} (#${id})`, text: lines.join('\n') };
}

function customerMail(submission: Submission & { email: string }, locale: Locale): Mail {
  const values = { name: submission.name, kind: localized(kindTitles[submission.kind], locale) };
  return {
    to: submission.email,
    subject: fill(localized(customerCopy.subject, locale), values),
    text: fill(localized(customerCopy.body, locale), values),
  };
}

/**
 * Stores the submission and, in the same transaction, writes the staff's mail and (when they gave
 * an email) the customer's copy to the outbox: both mails exist exactly when the submission does,
 * and the mail worker sends them after commit, so the visitor never waits for the mail server.
 * Returns the submission's id.
 */
export async function submitForm(
  submission: Submission,
  options: { locale: Locale; userId?: number | null; send?: Send },
): Promise<number> {
  const send = options.send ?? sendMail;
  // Read before the transaction: the embedded database has one connection, which the transaction holds.
  let staff = DEFAULT_ENQUIRIES_ADDRESS;
  try {
    staff = await staffAddressFor(submission.kind);
  } catch (error) {
    logger().warn({ err: error }, `${submission.kind}: could not read the staff address; using ${staff}`);
  }
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        kind: submission.kind,
        name: submission.name,
        email: submission.email ?? null,
        phone: submission.phone ?? null,
        message: submission.message ?? null,
        details: submission.details ?? {},
        locale: options.locale,
        userId: options.userId ?? null,
      })
      .returning({ id: formSubmissions.id });
    await send(staffMail(row.id, submission, options.locale, staff), tx);
    if (submission.email) await send(customerMail({ ...submission, email: submission.email }, options.locale), tx);
    return row.id;
  });
}
