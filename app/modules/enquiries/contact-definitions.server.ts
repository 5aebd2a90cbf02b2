import { type ContactValue, contactRules, contactSchema, enquiryRules, promotionRules } from './contact-forms';
import type { FormDefinition } from './form-action.server';

/** The contact page's form: stored as a 'contact' submission. */
export const contactForm: FormDefinition<ContactValue> = {
  page: '/contact-us',
  schema: (context) => contactSchema(contactRules, context),
  toSubmission: (value) => ({ kind: 'contact', ...value }),
};

/** The enquiry page (often reached from a car without a rate, its brand and model in the message). */
export const enquiryForm: FormDefinition<ContactValue> = {
  page: '/enquiry',
  schema: (context) => contactSchema(enquiryRules, context),
  toSubmission: (value) => ({ kind: 'enquiry', ...value }),
};

/** The chauffeur services page's enquiry: the enquiry page's rules, filed for the chauffeur desk. */
export const chauffeurForm: FormDefinition<ContactValue> = {
  page: '/chauffeur-services',
  schema: (context) => contactSchema(enquiryRules, context),
  toSubmission: (value) => ({ kind: 'chauffeur', ...value }),
};

export const promotionPages = ['economy-promotion', 'featured-promotion', 'academic-promotion'] as const;
export type PromotionPage = (typeof promotionPages)[number];

/** One form for the three promotion pages; the staff see which promotion it came from. */
export function promotionForm(promotion: PromotionPage): FormDefinition<ContactValue> {
  return {
    page: `/${promotion}`,
    schema: (context) => contactSchema(promotionRules, context),
    toSubmission: (value) => ({ kind: 'promotion', ...value, details: { Promotion: promotion } }),
  };
}
