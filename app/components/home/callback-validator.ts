import { parseWithZod } from '@conform-to/zod/v4';
import type { Translate } from '~/i18n/translate';
import { callbackSchema } from '~/modules/enquiries/callback-form';

/** Loaded when the visitor first uses the form, so the validation library is not part of the page's first download. */
export function createCallbackValidator(t: Translate) {
  // The browser has no phone metadata: the server checks the number itself.
  const schema = callbackSchema({ t, phoneToE164: (input) => input });
  return (formData: FormData) => parseWithZod(formData, { schema });
}
