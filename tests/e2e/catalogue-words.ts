import { ar } from '../../app/i18n/ar';
import { type MessageKey, en } from '../../app/i18n/en';
import { enAccounts } from '../../app/i18n/en-accounts';
import { enBackOffice } from '../../app/i18n/en-back-office';
import { enBooking } from '../../app/i18n/en-booking';
import { enContentAdmin } from '../../app/i18n/en-content-admin';
import { enVehiclesAdmin } from '../../app/i18n/en-vehicles-admin';

export type Locale = 'en' | 'ar';
type Values = Record<string, string | number>;

const catalogues: Record<Locale, Partial<Record<MessageKey, string>>> = {
  en: { ...en, ...enAccounts, ...enBackOffice, ...enBooking, ...enContentAdmin, ...enVehiclesAdmin },
  ar,
};

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\/]/g, '\\$&');

/**
 * A screen's words in the language staff work in, as the catalogues hold them: `t` fills the
 * placeholders given; `matching` is a pattern of the message, the placeholders given filled in and
 * the others matching any text, any space matching the no-break space money is written with.
 */
export function catalogueWords(locale: Locale) {
  const t = (key: MessageKey, values: Values = {}) => {
    const text = catalogues[locale][key];
    if (text === undefined) throw new Error(`No ${locale} message ${key}`);
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
  const matching = (key: MessageKey, values: Values = {}) =>
    new RegExp(
      escape(t(key, values))
        .replace(/\\?\{\w+\\?\}/g, '(.+?)')
        .replace(/ /g, '\\s'),
    );
  return { t, matching };
}
