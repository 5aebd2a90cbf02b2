import type { Locale } from '~/i18n/locale';
import { localizePath } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { env } from '~/modules/config/env.server';
import type { Mail } from '~/modules/notify/outbox.server';
import { formatDubaiDateTimeLong } from '~/utils/dubai-time';
import type { StaffRole } from './staff-roles.server';

// Texts that never reach the browser live here rather than in the page catalogues.
const copy = {
  subject: {
    en: 'You are invited to the Oasis Rent A Car staff site',
    ar: 'دعوة للانضمام إلى موقع موظفي الواحة لتأجير السيارات',
  },
  body: {
    en: [
      'Hello {name},',
      '',
      'You have been invited to join the Oasis Rent A Car staff site as: {roles}.',
      '',
      'To set up your account, open this link and choose a password before {until} (UAE time):',
      '{link}',
      '',
      'The link works once. If you did not expect this invitation, you can ignore this email.',
      '',
      'Oasis Rent A Car',
    ].join('\n'),
    ar: [
      'مرحباً {name}،',
      '',
      'تمت دعوتك للانضمام إلى موقع موظفي الواحة لتأجير السيارات بصفة: {roles}.',
      '',
      'لإعداد حسابك، افتح هذا الرابط واختر كلمة مرور قبل {until} (بتوقيت الإمارات):',
      '{link}',
      '',
      'يعمل الرابط مرة واحدة فقط. إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.',
      '',
      'الواحة لتأجير السيارات',
    ].join('\n'),
  },
  roles: {
    cms: { en: 'content manager', ar: 'مدير المحتوى' },
    admin: { en: 'bookings and customers (admin)', ar: 'الحجوزات والعملاء (مسؤول)' },
    owner: { en: 'owner', ar: 'المالك' },
  } satisfies Record<StaffRole, { en: string; ar: string }>,
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The link opens the invitation page in the language the owner invited in. */
function invitationLink(token: string, locale: Locale) {
  return `${env().APP_URL.replace(/\/+$/, '')}${localizePath(`/staff-invitation/${token}`, locale)}`;
}

export function staffInvitationMail(
  to: { email: string; fullName: string; roles: readonly StaffRole[] },
  token: string,
  locale: Locale,
  expiresAt: Date,
): Mail {
  const until = formatDubaiDateTimeLong(expiresAt, locale);
  return {
    to: to.email,
    subject: localized(copy.subject, locale),
    text: fill(localized(copy.body, locale), {
      name: to.fullName,
      roles: to.roles.map((role) => localized(copy.roles[role], locale)).join(locale === 'ar' ? '، ' : ', '),
      until,
      link: invitationLink(token, locale),
    }),
  };
}
