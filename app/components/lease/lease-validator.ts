import { parseWithZod } from '@conform-to/zod/v4';
import type { Translate } from '~/i18n/translate';
import { phoneShapeOnly } from '~/utils/phone';
import { leaseSchema } from '~/modules/enquiries/lease-form';

/** Loaded when the visitor first uses the form, so the validation library is not part of the page's first download. */
export function createLeaseValidator(t: Translate) {
  // The browser has no numbering plans: the server checks the number itself.
  const schema = leaseSchema({ t, phoneToE164: phoneShapeOnly });
  return (formData: FormData) => parseWithZod(formData, { schema });
}
