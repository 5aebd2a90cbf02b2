import { afterEach, describe, expect, test, vi } from 'vitest';
import { arBackOffice } from './ar-back-office';
import { arBooking } from './ar-booking';
import { enBackOffice } from './en-back-office';
import { enBooking } from './en-booking';

/** A fresh translation layer, as a browser showing a page in `lang` has it before any area's code arrives. */
async function browserShowing(lang: 'en' | 'ar' | null) {
  vi.resetModules();
  if (lang) vi.stubGlobal('document', { documentElement: { lang } });
  return import('./translate');
}

afterEach(() => vi.unstubAllGlobals());

describe('which Arabic a browser fetches (decision 031)', () => {
  test('given an Arabic page, should fetch the Arabic of the areas whose code arrives, and only those', async () => {
    const { provideArabic, translator } = await browserShowing('ar');
    const booking = vi.fn(async () => arBooking);
    const backOffice = vi.fn(async () => arBackOffice);
    await provideArabic('booking', booking);
    expect(booking).toHaveBeenCalledOnce();
    expect(backOffice).not.toHaveBeenCalled();
    expect(translator('ar')('bill.title')).toBe(arBooking['bill.title']);
    // An area whose code has not arrived is not in the catalogue.
    expect(translator('ar')('inbox.intro')).not.toBe(arBackOffice['inbox.intro']);
  });

  test('given the same area twice (two of its modules), should fetch it once', async () => {
    const { provideArabic } = await browserShowing('ar');
    const booking = vi.fn(async () => arBooking);
    await Promise.all([provideArabic('booking', booking), provideArabic('booking', booking)]);
    expect(booking).toHaveBeenCalledOnce();
  });

  test('given an English page, should fetch no Arabic at all', async () => {
    const { provideArabic, provideEnglish, translator } = await browserShowing('en');
    const booking = vi.fn(async () => arBooking);
    provideEnglish(enBooking);
    await provideArabic('booking', booking);
    expect(booking).not.toHaveBeenCalled();
    expect(translator('en')('bill.title')).toBe(enBooking['bill.title']);
  });

  test('given the server (no document), should fetch nothing: it registers the whole catalogue itself', async () => {
    const { provideArabic } = await browserShowing(null);
    const booking = vi.fn(async () => arBooking);
    await provideArabic('booking', booking);
    expect(booking).not.toHaveBeenCalled();
  });

  test('given an English page moving to an Arabic one, should fetch the areas already here, then each arriving area', async () => {
    const { provideArabic, provideEnglish, showArabic, translator } = await browserShowing('en');
    const booking = vi.fn(async () => arBooking);
    const backOffice = vi.fn(async () => arBackOffice);
    provideEnglish(enBooking);
    await provideArabic('booking', booking);
    expect(booking).not.toHaveBeenCalled();
    await showArabic();
    expect(booking).toHaveBeenCalledOnce();
    expect(translator('ar')('bill.title')).toBe(arBooking['bill.title']);
    provideEnglish(enBackOffice);
    await provideArabic('back office', backOffice);
    expect(backOffice).toHaveBeenCalledOnce();
    expect(translator('ar')('inbox.intro')).toBe(arBackOffice['inbox.intro']);
    // English stays whole for the way back.
    expect(translator('en')('bill.title')).toBe(enBooking['bill.title']);
  });
});
