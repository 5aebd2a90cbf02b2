import { parseWithZod } from '@conform-to/zod/v4';
import type { Translate } from '~/i18n/translate';
import { careerSchema } from '~/modules/enquiries/career-form';
import { phoneShapeOnly } from '~/utils/phone';

/** Loaded when the visitor first uses the form, so the validation library is not part of the page's first download. */
export function createCareerValidator(t: Translate, today: string, nationalities: readonly string[]) {
  // The browser has no numbering plans and cannot read a file's content: the server checks both.
  const schema = careerSchema({
    t,
    phoneToE164: phoneShapeOnly,
    today,
    isNationality: (code) => nationalities.includes(code),
  });
  return (formData: FormData) => parseWithZod(formData, { schema });
}
