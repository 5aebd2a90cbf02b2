import '~/i18n/forms-messages';
// zod/mini: these schemas ship to phones with their pages.
import * as z from 'zod/mini';
import { compactPhone, DEFAULT_DIAL_COUNTRY, type PhoneCheck } from '~/utils/phone';
import type { ContactRules } from './contact-rules';

export {
  type ContactRules,
  contactRules,
  enquiryRules,
  preownedRules,
  promotionRules,
  tourRules,
} from './contact-rules';

const contactLimits = { name: 120, email: 200, phone: 20, message: 2000 } as const;

export const optionalText = z.optional(z.string().check(z.trim()));
export const contactFields = {
  name: optionalText,
  email: optionalText,
  country: optionalText,
  phone: optionalText,
  message: optionalText,
};

type ContactForm = { name?: string; email?: string; country?: string; phone?: string; message?: string };
type Fail = (path: string, message: string) => void;

/** Every rule at once, so one submit shows every message. */
export function checkContact(form: ContactForm, rules: ContactRules, { t, phoneToE164 }: PhoneCheck, fail: Fail) {
  for (const [field, max] of Object.entries(contactLimits)) {
    if ((form[field as keyof typeof contactLimits]?.length ?? 0) > max) fail(field, t('forms.tooLong', { max }));
  }
  if (!form.name) fail('name', t(rules.nameRequired));
  if (!form.email) {
    if (rules.email === 'required') fail('email', t('validation.emailRequired'));
  } else if (!z.safeParse(z.email(), form.email).success) fail('email', t('validation.emailInvalid'));
  const phone = compactPhone(form.phone ?? '');
  if (!phone) {
    if (rules.phone === 'required') fail('phone', t('forms.mobileRequired'));
  } else if (phone.length <= contactLimits.phone && !phoneToE164(phone, form.country || DEFAULT_DIAL_COUNTRY))
    fail('phone', t('forms.phoneInvalid'));
  // Either way of reaching the visitor will do; the message sits under the first of the two.
  if (rules.reach && !form.email && !phone) fail('email', t('forms.reachRequired'));
  if (!form.message) fail('message', t(rules.messageRequired));
}

export type ContactValue = { name: string; email: string | null; phone: string | null; message: string };

/** The checked form in the shape it is stored in: email in lower case, the phone in E.164. */
export function contactValue(form: ContactForm, { phoneToE164 }: Pick<PhoneCheck, 'phoneToE164'>): ContactValue {
  const phone = compactPhone(form.phone ?? '');
  return {
    name: form.name ?? '',
    email: form.email ? form.email.toLowerCase() : null,
    phone: phone ? phoneToE164(phone, form.country || DEFAULT_DIAL_COUNTRY) : null,
    message: form.message ?? '',
  };
}

/** One schema for the browser and the server, for the forms that ask only name, email, phone and message. */
export function contactSchema(rules: ContactRules, context: PhoneCheck) {
  const fields = z.object(contactFields);
  const checked = fields.check(
    z.superRefine((form, ctx) =>
      checkContact(form, rules, context, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message })),
    ),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => contactValue(form, context)),
  );
}
