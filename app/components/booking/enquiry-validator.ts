import { parseWithZod } from '@conform-to/zod/v4';
import { type EnquiryContext, enquirySchema } from '~/modules/bookings/customer-steps/enquiry-form';

/** Loaded when the visitor first uses the form, so the validation library is not part of the page's first download. */
export function createEnquiryValidator(context: Omit<EnquiryContext, 'now'>) {
  return (formData: FormData) => parseWithZod(formData, { schema: enquirySchema({ ...context, now: new Date() }) });
}
