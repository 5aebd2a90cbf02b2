import type { ContactValue } from '~/modules/enquiries/contact-forms';
import type { FormDefinition } from '~/modules/enquiries/form-action.server';
import { formatAed } from '~/utils/money';
import { dubaiToday } from '~/utils/dubai-time';
import { type TestDriveValue, preownedEnquirySchema, testDriveSchema } from './preowned-enquiry-form';
import { preownedReference } from './preowned-reference';

/** The car a form is about, as the staff read it in the inbox and the mail. */
export type EnquiredCar = { id: number; name: string; priceFils: number };

const carDetails = (car: EnquiredCar) => ({
  Car: car.name,
  Reference: preownedReference(car.id),
  'Price (VAT incl.)': formatAed(car.priceFils, 'en'),
});

const carPage = (car: EnquiredCar) => `/preowned-cars/${car.id}`;

/** The enquiry about one car for sale: filed as a pre-owned submission naming the car. */
export function preownedEnquiryForm(car: EnquiredCar): FormDefinition<ContactValue> {
  return {
    page: carPage(car),
    schema: (context) => preownedEnquirySchema(context),
    toSubmission: (value) => ({ kind: 'preowned', ...value, details: { Request: 'Enquiry', ...carDetails(car) } }),
  };
}

/** A test drive of one car for sale on the day the visitor prefers; staff call back to fix the time and place. */
export function testDriveForm(car: EnquiredCar): FormDefinition<TestDriveValue> {
  return {
    page: carPage(car),
    schema: (context) => testDriveSchema({ ...context, today: dubaiToday() }),
    toSubmission: ({ date, ...contact }) => ({
      kind: 'preowned',
      ...contact,
      details: { Request: 'Test drive', ...carDetails(car), 'Preferred date': date },
    }),
    success: 'preowned.testDrive.success',
  };
}
