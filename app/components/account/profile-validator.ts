import { parseWithZod } from '@conform-to/zod/v4';
import type { Translate } from '~/i18n/translate';
import { profileSchema } from '~/modules/auth/profile-form';
import { dubaiToday } from '~/utils/dubai-time';

/** Loaded when the customer first uses the form, so the validation library is not part of the page's first download. */
export function createProfileValidator(t: Translate) {
  return (formData: FormData) => parseWithZod(formData, { schema: profileSchema({ t, today: dubaiToday() }) });
}
