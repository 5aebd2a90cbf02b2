import type { Locale } from '~/i18n/locale';
import { localizePath } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { env } from '~/modules/config/env.server';
import type { Mail } from '~/modules/notify/outbox.server';
import { DUBAI_TIME_ZONE } from '~/utils/dubai-time';

// Texts that never reach the browser live here rather than in the page catalogues.
const copy = {
  linkSubject: {
    en: 'Reset your Oasis Rent A Car password',
    ar: 'إعادة تعيين كلمة مرور حسابك لدى الواحة لتأجير السيارات',
  },
  linkBody: {
    en: [
      'Dear {name},',
      '',
      'We received a request to reset the password of your Oasis Rent A Car account.',
      '',
      'To choose a new password, open this link within one hour:',
      '{link}',
      '',
      'The link works once. If you did not ask for it, you can ignore this email: your password stays as it is.',
      '',
      'Oasis Rent A Car',
    ].join('\n'),
    ar: [
      'مرحباً {name}،',
      '',
      'تلقّينا طلباً لإعادة تعيين كلمة مرور حسابك لدى الواحة لتأجير السيارات.',
      '',
      'لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة واحدة:',
      '{link}',
      '',
      'يعمل الرابط مرة واحدة فقط. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
      '',
      'الواحة لتأجير السيارات',
    ].join('\n'),
  },
  noticeSubject: {
    en: 'Your Oasis Rent A Car password was changed',
    ar: 'تم تغيير كلمة مرور حسابك لدى الواحة لتأجير السيارات',
  },
  noticeBody: {
    en: [
      'Dear {name},',
      '',
      'The password of your Oasis Rent A Car account was changed on {when} (UAE time) through a password reset link. For your safety, every device that was logged in has been logged out.',
      '',
      'If you made this change, there is nothing more to do.',
      'If you did not, please reset your password again at {site} and contact our customer service straight away.',
      '',
      'Oasis Rent A Car',
    ].join('\n'),
    ar: [
      'مرحباً {name}،',
      '',
      'تم تغيير كلمة مرور حسابك لدى الواحة لتأجير السيارات بتاريخ {when} (بتوقيت الإمارات) عبر رابط إعادة التعيين. وحفاظاً على أمانك، تم تسجيل الخروج من جميع الأجهزة.',
      '',
      'إذا كنت أنت من قام بهذا التغيير، فلا داعي لأي إجراء.',
      'وإن لم تكن أنت، يرجى إعادة تعيين كلمة المرور مرة أخرى عبر {site} والتواصل مع خدمة العملاء فوراً.',
      '',
      'الواحة لتأجير السيارات',
    ].join('\n'),
  },
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

const siteUrl = () => env().APP_URL.replace(/\/+$/, '');

/** The link in the mail opens the reset page in the language the request was made in. */
export function resetLink(token: string, locale: Locale) {
  return `${siteUrl()}${localizePath(`/reset-password/${token}`, locale)}`;
}

export function resetLinkMail(to: { email: string; fullName: string }, token: string, locale: Locale): Mail {
  return {
    to: to.email,
    subject: localized(copy.linkSubject, locale),
    text: fill(localized(copy.linkBody, locale), { name: to.fullName, link: resetLink(token, locale) }),
  };
}

export function passwordChangedMail(to: { email: string; fullName: string }, locale: Locale, when: Date): Mail {
  const formatted = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: DUBAI_TIME_ZONE,
    numberingSystem: 'latn',
  }).format(when);
  return {
    to: to.email,
    subject: localized(copy.noticeSubject, locale),
    text: fill(localized(copy.noticeBody, locale), {
      name: to.fullName,
      when: formatted,
      site: `${siteUrl()}${localizePath('/forgot-password', locale)}`,
    }),
  };
}
