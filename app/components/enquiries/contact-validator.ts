import { parseWithZod } from '@conform-to/zod/v4';
import type { Translate } from '~/i18n/translate';
import { type ContactRules, contactSchema } from '~/modules/enquiries/contact-forms';
import { phoneShapeOnly } from '~/utils/phone';

/** Loaded when the visitor first uses the form, so the validation library is not part of the page's first download. */
export function createContactValidator(rules: ContactRules, t: Translate) {
  // The browser has no numbering plans: the server checks the number itself.
  const schema = contactSchema(rules, { t, phoneToE164: phoneShapeOnly });
  return (formData: FormData) => parseWithZod(formData, { schema });
}
