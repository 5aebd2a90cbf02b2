import { parseWithZod } from '@conform-to/zod/v4';
import type { Translate } from '~/i18n/translate';
import { feedbackSchema } from '~/modules/enquiries/feedback-form';
import { phoneShapeOnly } from '~/utils/phone';

/** Loaded when the visitor first uses the form, so the validation library is not part of the page's first download. */
export function createFeedbackValidator(t: Translate, locations: readonly string[]) {
  const schema = feedbackSchema({ t, phoneToE164: phoneShapeOnly, locations });
  return (formData: FormData) => parseWithZod(formData, { schema });
}
