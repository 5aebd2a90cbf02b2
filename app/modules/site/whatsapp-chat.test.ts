import '~/i18n/catalogues.server';
import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { bookingChatUrl, whatsappDigits } from './whatsapp-chat';

describe('the WhatsApp chat link of a booking', () => {
  test.each([
    ['+971 56 587 0040', '971565870040'],
    ['+971-56-587-0040', '971565870040'],
    ['00971 56 587 0040', '971565870040'],
    ['(971) 565870040', '971565870040'],
  ])('given the number %s, should use the digits %s', (number, digits) => {
    expect(whatsappDigits(number)).toBe(digits);
  });

  test('given an English page, should prefill the reference in an encoded message', () => {
    const url = bookingChatUrl('+971 56 587 0040', 'OR-0042', 'en', translator('en'));
    expect(url).toBe('https://wa.me/971565870040?text=Hello%2C%20about%20my%20booking%20OR-0042%3A%20');
    expect(new URL(url).searchParams.get('text')).toBe('Hello, about my booking OR-0042: ');
  });

  test('given an Arabic page, should prefill Arabic text with the reference isolated left to right', () => {
    const url = new URL(bookingChatUrl('+971 56 587 0040', 'OR-0042', 'ar', translator('ar')));
    expect(url.origin + url.pathname).toBe('https://wa.me/971565870040');
    expect(url.searchParams.get('text')).toBe('مرحباً، بخصوص حجزي \u2066OR-0042\u2069: ');
    // Nothing but the encoded message follows the number: no raw spaces or Arabic letters in the address.
    expect(url.search).toMatch(/^\?text=[A-Za-z0-9%\-_.!~*'()]+$/);
  });
});
