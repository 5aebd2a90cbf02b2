// zod/mini: the same rules at a fraction of the size, because this schema ships to phones.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import type { PhoneToE164 } from '~/utils/phone';

/** The home page's callback form: the spec's messages (catalogue keys), and ours where it has none. */
const callbackMessages = {
  name: 'callback.nameRequired',
  message: 'callback.messageRequired',
  emailInvalid: 'validation.emailInvalid',
  phoneInvalid: 'callback.phoneInvalid',
  reach: 'callback.reachRequired',
  tooLong: 'callback.tooLong',
} as const satisfies Record<string, MessageKey>;

const limits = { name: 120, email: 200, phone: 40, message: 2000 } as const;

export type CallbackContext = {
  t: Translate;
  /** E.164 for a real mobile number, else null. The server checks with full phone metadata; the browser leaves it to the server. */
  phoneToE164: PhoneToE164;
};

const text = z.optional(z.string().check(z.trim()));

/**
 * One schema for the browser and the server. Every field is read as optional text and all rules
 * run together, so one submit shows every message at once.
 */
export function callbackSchema({ t, phoneToE164 }: CallbackContext) {
  const fields = z.object({ name: text, email: text, phone: text, message: text });
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const [field, max] of Object.entries(limits)) {
        if ((form[field as keyof typeof limits]?.length ?? 0) > max) fail(field, t(callbackMessages.tooLong, { max }));
      }
      if (!form.name) fail('name', t(callbackMessages.name));
      if (form.email && !z.safeParse(z.email(), form.email).success) fail('email', t(callbackMessages.emailInvalid));
      if (form.phone && !phoneToE164(form.phone)) fail('phone', t(callbackMessages.phoneInvalid));
      // Either way of reaching the visitor will do; the message sits under the first of the two.
      if (!form.email && !form.phone) fail('email', t(callbackMessages.reach));
      if (!form.message) fail('message', t(callbackMessages.message));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      name: form.name!,
      email: form.email ? form.email.toLowerCase() : null,
      phone: form.phone ? phoneToE164(form.phone) : null,
      message: form.message!,
    })),
  );
}

export type CallbackInput = z.output<ReturnType<typeof callbackSchema>>;
