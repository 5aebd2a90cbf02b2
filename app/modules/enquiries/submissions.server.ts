import { db } from '~/db/client.server';
import { formSubmissions } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { type Mail, sendMail } from '~/modules/notify/outbox.server';
import { readSettings } from '~/modules/site/site-settings.server';
import type { CallbackInput } from './callback-form';

/** Where enquiries go when the setting is missing: the customer care desk the seed also names. */
export const DEFAULT_ENQUIRIES_ADDRESS = 'customercare@example.ae';

type Send = (mail: Mail) => Promise<unknown>;

/** Stores a checked callback request; returns its id. */
export async function storeCallback(input: CallbackInput, extra: { locale: Locale; userId?: number | null }) {
  const [row] = await db()
    .insert(formSubmissions)
    .values({ kind: 'callback', name: input.name, email: input.email, phone: input.phone, message: input.message, locale: extra.locale, userId: extra.userId ?? null })
    .returning({ id: formSubmissions.id });
  return row.id;
}

/**
 * The staff address for general enquiries. The setting is a list (reservations first, customer
 * care second in the seed) or an object keyed by purpose; the reservations desk is not the place
 * for callbacks, so a list's non-reservations address wins.
 */
export async function enquiriesAddress(): Promise<string> {
  const { staffNotificationEmails: setting } = await readSettings(['staffNotificationEmails']);
  const isAddress = (value: unknown): value is string => typeof value === 'string' && value.includes('@');
  if (Array.isArray(setting)) {
    const addresses = setting.filter(isAddress);
    return addresses.find((address) => !/^reservations?@/i.test(address)) ?? addresses[0] ?? DEFAULT_ENQUIRIES_ADDRESS;
  }
  if (setting && typeof setting === 'object') {
    const byPurpose = setting as Record<string, unknown>;
    const found = [byPurpose.enquiries, byPurpose.general, byPurpose.customerCare].find(isAddress);
    if (found) return found;
  }
  return isAddress(setting) ? setting : DEFAULT_ENQUIRIES_ADDRESS;
}

// The customer's copy is written here rather than in the page catalogues: it never reaches the browser.
const customerCopy = {
  subject: { en: 'We received your callback request', ar: 'تلقينا طلب معاودة الاتصال' },
  body: {
    en: 'Dear {name},\n\nThank you for contacting Oasis Rent A Car. We will contact you shortly.\n\nYour message:\n{message}\n\nOasis Rent A Car',
    ar: 'عزيزنا {name}،\n\nشكراً لتواصلك مع الواحة لتأجير السيارات. سنتواصل معك قريباً.\n\nرسالتك:\n{message}\n\nالواحة لتأجير السيارات',
  },
};

function staffMail(id: number, input: CallbackInput, locale: Locale, to: string): Mail {
  const lines = [
    `Callback request #${id}`,
    '',
    `Name: ${input.name}`,
    `Email: ${input.email ?? '-'}`,
    `Phone: ${input.phone ?? '-'}`,
    `Language: ${locale === 'ar' ? 'Arabic' : 'English'}`,
    '',
    'Message:',
    input.message,
  ];
  return { to, subject: `Callback request from ${input.name}`, text: lines.join('\n') };
}

function customerMail(input: CallbackInput & { email: string }, locale: Locale): Mail {
  const fill = (template: string) => template.replace(/\{(name|message)\}/g, (_, key: 'name' | 'message') => input[key]);
  return { to: input.email, subject: localized(customerCopy.subject, locale), text: fill(localized(customerCopy.body, locale)) };
}

/**
 * Stores the request first, then tells the staff and (when they gave an email) the customer. A
 * mail that cannot be written or sent is logged and skipped: the request is already safe in the
 * database and the staff see it there, so the visitor is still told it arrived.
 */
export async function submitCallback(input: CallbackInput, options: { locale: Locale; userId?: number | null; send?: Send }) {
  const send = options.send ?? sendMail;
  const id = await storeCallback(input, options);
  let staff = DEFAULT_ENQUIRIES_ADDRESS;
  try {
    staff = await enquiriesAddress();
  } catch (error) {
    console.warn(`callback #${id}: could not read the staff address; using ${staff}`, error);
  }
  const mails = [staffMail(id, input, options.locale, staff)];
  if (input.email) mails.push(customerMail({ ...input, email: input.email }, options.locale));
  for (const mail of mails) {
    try {
      await send(mail);
    } catch (error) {
      console.warn(`callback #${id}: the mail to ${mail.to} failed`, error);
    }
  }
  return id;
}
