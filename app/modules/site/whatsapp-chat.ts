import { isolateLtr } from '~/i18n/isolate';
import type { Locale } from '~/i18n/locale';
import type { Translate } from '~/i18n/translate';

/**
 * wa.me wants the number in international form as digits only: no plus, spaces or dashes, and no
 * leading zeros (a number written "00971 ..." is the same number as "+971 ...").
 */
export const whatsappDigits = (number: string) => number.replace(/\D/g, '').replace(/^0+/, '');

/** The company's chat, with nothing typed for the customer. */
export const whatsappChatUrl = (number: string) => `https://wa.me/${whatsappDigits(number)}`;

/**
 * The company's chat with the booking reference already typed, so the branch finds the booking
 * without asking. In Arabic the reference is isolated, so it keeps its order inside the sentence
 * the customer sends.
 */
export function bookingChatUrl(number: string, reference: string, locale: Locale, t: Translate): string {
  const message = t('whatsapp.bookingMessage', { reference: isolateLtr(reference, locale) });
  return `${whatsappChatUrl(number)}?text=${encodeURIComponent(message)}`;
}
