import '~/i18n/preowned-messages';
// zod/mini: these schemas ship to phones with the car's page.
import * as z from 'zod/mini';
import {
  checkContact,
  contactFields,
  contactSchema,
  contactValue,
  optionalText,
  preownedRules,
} from '~/modules/enquiries/contact-forms';
import type { PhoneCheck } from '~/utils/phone';
import { isCalendarDate } from '~/modules/enquiries/tour-form';

/** Which of the car page's two forms was sent: a hidden field, since both post to the page. */
export type PreownedRequest = 'enquiry' | 'test-drive';
export const REQUEST_FIELD = 'request';

export const readPreownedRequest = (value: unknown): PreownedRequest =>
  value === 'test-drive' ? 'test-drive' : 'enquiry';

/** The enquiry about a car: name, mobile and message required, email optional but valid. */
export const preownedEnquirySchema = (context: PhoneCheck) => contactSchema(preownedRules, context);

export type TestDriveContext = PhoneCheck & {
  /** Today in Asia/Dubai as YYYY-MM-DD: a test drive before it is in the past. */
  today: string;
};

/** The test drive request: the enquiry's fields plus the day the visitor would like to drive the car. */
export function testDriveSchema(context: TestDriveContext) {
  const { t } = context;
  const fields = z.object({ ...contactFields, date: optionalText });
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      checkContact(form, preownedRules, context, fail);
      // ISO dates compare as text.
      if (!form.date) fail('date', t('preowned.testDrive.dateRequired'));
      else if (!isCalendarDate(form.date) || form.date < context.today)
        fail('date', t('preowned.testDrive.dateInvalid'));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({ ...contactValue(form, context), date: form.date ?? '' })),
  );
}

export type TestDriveValue = z.output<ReturnType<typeof testDriveSchema>>;
