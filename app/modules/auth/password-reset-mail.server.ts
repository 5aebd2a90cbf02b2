import type { Locale } from '~/i18n/locale';
import { localizePath } from '~/i18n/locale';
import { env } from '~/modules/config/env.server';
import { composeMail, fillPieces, ltr, ownText } from '~/modules/notify/mail-layout.server';
import type { Mail } from '~/modules/notify/outbox.server';
import { formatDubaiDateTimeLong } from '~/utils/dubai-time';

// Texts that never reach the browser live here rather than in the page catalogues.
const copy = {
  en: {
    greeting: 'Dear {name},',
    linkSubject: 'Reset your Oasis Rent A Car password',
    linkRequest: 'We received a request to reset the password of your Oasis Rent A Car account.',
    linkWithin: 'To choose a new password, open this link within one hour.',
    linkButton: 'Choose a new password',
    linkOnce:
      'The link works once. If you did not ask for it, you can ignore this email: your password stays as it is.',
    noticeSubject: 'Your Oasis Rent A Car password was changed',
    noticeChanged:
      'The password of your Oasis Rent A Car account was changed on {when} (UAE time) through a password reset link. For your safety, every device that was logged in has been logged out.',
    noticeIfYou: 'If you made this change, there is nothing more to do.',
    noticeIfNot:
      'If you did not, please reset your password again at {site} and contact our customer service straight away.',
  },
  ar: {
    greeting: 'مرحباً {name}،',
    linkSubject: 'إعادة تعيين كلمة مرور حسابك لدى الواحة لتأجير السيارات',
    linkRequest: 'تلقّينا طلباً لإعادة تعيين كلمة مرور حسابك لدى الواحة لتأجير السيارات.',
    linkWithin: 'لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة واحدة.',
    linkButton: 'اختر كلمة مرور جديدة',
    linkOnce: 'يعمل الرابط مرة واحدة فقط. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
    noticeSubject: 'تم تغيير كلمة مرور حسابك لدى الواحة لتأجير السيارات',
    noticeChanged:
      'تم تغيير كلمة مرور حسابك لدى الواحة لتأجير السيارات بتاريخ {when} (بتوقيت الإمارات) عبر رابط إعادة التعيين. وحفاظاً على أمانك، تم تسجيل الخروج من جميع الأجهزة.',
    noticeIfYou: 'إذا كنت أنت من قام بهذا التغيير، فلا داعي لأي إجراء.',
    noticeIfNot: 'وإن لم تكن أنت، يرجى إعادة تعيين كلمة المرور مرة أخرى عبر {site} والتواصل مع خدمة العملاء فوراً.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

const siteUrl = () => env().APP_URL.replace(/\/+$/, '');

/** The link in the mail opens the reset page in the language the request was made in. */
function resetLink(token: string, locale: Locale) {
  return `${siteUrl()}${localizePath(`/reset-password/${token}`, locale)}`;
}

const paragraph = (text: string, values: Parameters<typeof fillPieces>[1] = {}) => ({
  kind: 'paragraph' as const,
  text: fillPieces(text, values),
});

export async function resetLinkMail(
  to: { email: string; fullName: string },
  token: string,
  locale: Locale,
): Promise<Mail> {
  const text = copy[locale];
  const mail = await composeMail({
    locale,
    subject: text.linkSubject,
    preview: text.linkWithin,
    greeting: fillPieces(text.greeting, { name: ownText(to.fullName) }),
    blocks: [
      paragraph(text.linkRequest),
      paragraph(text.linkWithin),
      { kind: 'button', label: text.linkButton, href: resetLink(token, locale) },
      paragraph(text.linkOnce),
    ],
  });
  return { to: to.email, ...mail };
}

export async function passwordChangedMail(
  to: { email: string; fullName: string },
  locale: Locale,
  when: Date,
): Promise<Mail> {
  const text = copy[locale];
  const formatted = formatDubaiDateTimeLong(when, locale);
  const site = `${siteUrl()}${localizePath('/forgot-password', locale)}`;
  const mail = await composeMail({
    locale,
    subject: text.noticeSubject,
    preview: text.noticeSubject,
    greeting: fillPieces(text.greeting, { name: ownText(to.fullName) }),
    blocks: [
      paragraph(text.noticeChanged, { when: formatted }),
      paragraph(text.noticeIfYou),
      paragraph(text.noticeIfNot, { site: ltr(site, site) }),
    ],
  });
  return { to: to.email, ...mail };
}
