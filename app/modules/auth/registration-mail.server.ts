import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { env } from '~/modules/config/env.server';
import { enquiriesAddress } from '~/modules/site/staff-addresses.server';
import { composeMail, fillPieces, ltr, ownText } from '~/modules/notify/mail-layout.server';
import { type Mail, sendMail } from '~/modules/notify/outbox.server';
import { readSettings } from '~/modules/site/site-settings.server';
import type { Database } from '~/db/client.server';

// Texts that never reach the browser live here rather than in the page catalogues.
const copy = {
  sms: {
    en: 'Your Oasis Rent A Car verification code is {code}. It is valid for 5 minutes. Do not share it with anyone.',
    ar: 'رمز التحقق من الواحة لتأجير السيارات هو {code}. صالح لمدة 5 دقائق. لا تشاركه مع أي شخص.',
  },
  subject: {
    en: 'Your Oasis Rent A Car account is awaiting review',
    ar: 'حسابك لدى الواحة لتأجير السيارات بانتظار المراجعة',
  },
};

// The mail to the customer, in their language; its layout is the one of every customer mail.
const welcome = {
  en: {
    greeting: 'Dear {name},',
    thanks: 'Thank you for registering with Oasis Rent A Car.',
    review:
      'Your account has been created and is awaiting review. Our customer service team will check the documents you uploaded ({documents}) and activate your account. We will let you know by email as soon as it is done.',
    details: 'Your details',
    email: 'Email',
    mobile: 'Mobile',
    notYou: 'If you did not create this account, please reply to this email.',
  },
  ar: {
    greeting: 'مرحباً {name}،',
    thanks: 'شكراً لتسجيلك لدى الواحة لتأجير السيارات.',
    review:
      'تم إنشاء حسابك وهو بانتظار المراجعة. سيراجع فريق خدمة العملاء المستندات التي رفعتها ({documents}) ويفعّل حسابك، وسنبلغك عبر البريد الإلكتروني فور الانتهاء.',
    details: 'بياناتك',
    email: 'البريد الإلكتروني',
    mobile: 'الهاتف المتحرك',
    notYou: 'إذا لم تقم بإنشاء هذا الحساب، يرجى الرد على هذه الرسالة.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

/** The SMS that carries a sign-up code, in the visitor's language. */
export function signUpSmsText(locale: Locale, code: string) {
  return fill(localized(copy.sms, locale), { code });
}

/**
 * Where new accounts are announced: an `accounts` address when the staff-notification setting
 * names one, else the customer-care desk that activates accounts (the spec: customer service).
 */
async function accountReviewAddress(): Promise<string> {
  const { staffNotificationEmails: setting } = await readSettings(['staffNotificationEmails']);
  if (setting && typeof setting === 'object' && !Array.isArray(setting)) {
    const { accounts } = setting as Record<string, unknown>;
    if (typeof accounts === 'string' && accounts.includes('@')) return accounts;
  }
  return enquiriesAddress();
}

export type RegisteredCustomer = {
  userId: number;
  fullName: string;
  email: string;
  phone: string;
  documents: number;
  locale: Locale;
};

async function customerMail(customer: Omit<RegisteredCustomer, 'userId'>): Promise<Mail> {
  const text = welcome[customer.locale];
  const subject = localized(copy.subject, customer.locale);
  const mail = await composeMail({
    locale: customer.locale,
    subject,
    preview: subject,
    greeting: fillPieces(text.greeting, { name: ownText(customer.fullName) }),
    blocks: [
      { kind: 'paragraph', text: [text.thanks] },
      { kind: 'paragraph', text: fillPieces(text.review, { documents: String(customer.documents) }) },
      {
        kind: 'facts',
        heading: text.details,
        facts: [
          { label: text.email, value: [ltr(customer.email)] },
          { label: text.mobile, value: [ltr(customer.phone)] },
        ],
      },
      { kind: 'paragraph', text: [text.notYou] },
    ],
  });
  return { to: customer.email, ...mail };
}

function staffMail(customer: RegisteredCustomer, to: string): Mail {
  const lines = [
    'A new customer has registered and is waiting for review.',
    '',
    `Name: ${customer.fullName}`,
    `Email: ${customer.email}`,
    `Mobile: ${customer.phone} (verified by SMS)`,
    `Documents: ${customer.documents}`,
    `Language: ${customer.locale === 'ar' ? 'Arabic' : 'English'}`,
    '',
    `Review the account: ${env().APP_URL}/admin/accounts/${customer.userId}`,
  ];
  return { to, subject: `New account to review: ${customer.fullName}`, text: lines.join('\n') };
}

/**
 * The mails confirming a registration to the customer and telling the staff, composed before the
 * account's transaction (the embedded database has one connection, which the transaction holds)
 * and returned as the writing of both into that transaction, once the account has its id: the
 * account and its mails commit together.
 */
export async function registrationMails(
  customer: Omit<RegisteredCustomer, 'userId'>,
  send: (mail: Mail, tx: Database) => Promise<unknown> = sendMail,
) {
  const [toCustomer, staffAddress] = await Promise.all([customerMail(customer), accountReviewAddress()]);
  return async (userId: number, tx: Database) => {
    await send(toCustomer, tx);
    await send(staffMail({ ...customer, userId }, staffAddress), tx);
  };
}
