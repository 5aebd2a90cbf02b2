import '~/i18n/forms-messages';
// zod/mini: this schema ships to phones with the lease page.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import { compactPhone, type PhoneCheck } from '~/utils/phone';
import {
  annualMileageChoices,
  contractLengthChoices,
  isChoice,
  leaseFindChoices,
  leaseTypeChoices,
  personTitleChoices,
  yesNoChoices,
} from './lease-options';

/**
 * Each field's own message. The spec reused its first-name message under most fields and its
 * surname message under the postcode; DECISIONS lets us correct what no careful team would ship.
 */
const leaseMessages = {
  make: 'lease.required.make',
  model: 'lease.required.model',
  comments: 'lease.required.comments',
  firstName: 'forms.firstNameRequired',
  contractLength: 'lease.required.contractLength',
  mileage: 'lease.required.mileage',
  maintenance: 'lease.required.maintenance',
  leaseType: 'lease.required.leaseType',
  businessName: 'lease.required.businessName',
  title: 'lease.required.title',
  surname: 'lease.surnameRequired',
  postcode: 'lease.required.postcode',
  mobile: 'forms.mobileRequired',
  find: 'lease.required.find',
  email: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  phoneInvalid: 'forms.phoneInvalid',
  tooLong: 'forms.tooLong',
} as const satisfies Record<string, MessageKey>;

const limits = {
  make: 60,
  model: 60,
  comments: 2000,
  businessName: 120,
  firstName: 80,
  surname: 80,
  postcode: 20,
  email: 200,
  phone: 20,
} as const;
const text = z.optional(z.string().check(z.trim()));

const leaseFields = {
  make: text,
  model: text,
  comments: text,
  contractLength: text,
  mileage: text,
  maintenance: text,
  leaseType: text,
  businessName: text,
  title: text,
  firstName: text,
  surname: text,
  postcode: text,
  email: text,
  country: text,
  phone: text,
  find: text,
};

/**
 * The lease quote form. Every rule runs at once, so one submit shows every message. A business
 * name is asked of businesses only: a personal lease has none to give.
 */
export function leaseSchema({ t, phoneToE164 }: PhoneCheck) {
  const fields = z.object(leaseFields);
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const [field, max] of Object.entries(limits)) {
        if ((form[field as keyof typeof limits]?.length ?? 0) > max) fail(field, t(leaseMessages.tooLong, { max }));
      }
      for (const field of ['make', 'model', 'comments', 'firstName'] as const)
        if (!form[field]) fail(field, t(leaseMessages[field]));
      if (!isChoice(contractLengthChoices, form.contractLength))
        fail('contractLength', t(leaseMessages.contractLength));
      if (!isChoice(annualMileageChoices, form.mileage)) fail('mileage', t(leaseMessages.mileage));
      if (!isChoice(yesNoChoices, form.maintenance)) fail('maintenance', t(leaseMessages.maintenance));
      if (!isChoice(leaseTypeChoices, form.leaseType)) fail('leaseType', t(leaseMessages.leaseType));
      if (form.leaseType !== 'Personal' && !form.businessName) fail('businessName', t(leaseMessages.businessName));
      if (!isChoice(personTitleChoices, form.title)) fail('title', t(leaseMessages.title));
      if (!form.surname) fail('surname', t(leaseMessages.surname));
      if (!form.postcode) fail('postcode', t(leaseMessages.postcode));
      if (!form.email) fail('email', t(leaseMessages.email));
      else if (!z.safeParse(z.email(), form.email).success) fail('email', t(leaseMessages.emailInvalid));
      const phone = compactPhone(form.phone ?? '');
      if (!phone) fail('phone', t(leaseMessages.mobile));
      else if (phone.length <= limits.phone && !phoneToE164(phone, form.country ?? ''))
        fail('phone', t(leaseMessages.phoneInvalid));
      if (!isChoice(leaseFindChoices, form.find)) fail('find', t(leaseMessages.find));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      make: form.make!,
      model: form.model!,
      comments: form.comments!,
      contractLength: form.contractLength!,
      mileage: form.mileage!,
      maintenance: form.maintenance as 'Yes' | 'No',
      leaseType: form.leaseType as 'Business' | 'Personal',
      businessName: form.leaseType === 'Personal' ? form.businessName || null : form.businessName!,
      title: form.title!,
      firstName: form.firstName!,
      surname: form.surname!,
      postcode: form.postcode!,
      email: form.email!.toLowerCase(),
      phone: phoneToE164(compactPhone(form.phone!), form.country ?? '')!,
      find: form.find!,
    })),
  );
}

export type LeaseInput = z.output<ReturnType<typeof leaseSchema>>;

/** The submission as the staff read it: the contact in its own columns, the rest under readable labels. */
export function leaseSubmission(input: LeaseInput) {
  return {
    kind: 'lease' as const,
    name: `${input.title} ${input.firstName} ${input.surname}`,
    email: input.email,
    phone: input.phone,
    message: input.comments,
    details: {
      Make: input.make,
      Model: input.model,
      'Contract length': input.contractLength,
      'Annual mileage': input.mileage,
      'Maintenance and services': input.maintenance,
      'Lease for': input.leaseType,
      'Business name': input.businessName,
      Title: input.title,
      'First name': input.firstName,
      Surname: input.surname,
      Postcode: input.postcode,
      'How they found us': input.find,
    },
  };
}
