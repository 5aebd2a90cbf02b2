import { parseWithZod } from '@conform-to/zod/v4';
import type { Translate } from '~/i18n/translate';
import { phoneShapeOnly } from '~/utils/phone';
import { testDriveSchema } from '~/modules/preowned/preowned-enquiry-form';

/** Loaded when the visitor first uses the form; `today` comes from the server (Asia/Dubai). */
export function createTestDriveValidator(t: Translate, today: string) {
  const schema = testDriveSchema({ t, phoneToE164: phoneShapeOnly, today });
  return (formData: FormData) => parseWithZod(formData, { schema });
}
