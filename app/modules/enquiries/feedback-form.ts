import '~/i18n/forms-messages';
// zod/mini: this schema ships to phones with the feedback page.
import * as z from 'zod/mini';
import type { MessageKey } from '~/i18n/en';
import {
  comparedScale,
  knowingChoices,
  likelyScale,
  ratedQuestions,
  ratingScale,
  serviceCategoryChoices,
} from './feedback-options';
import { compactPhone, type PhoneCheck } from '~/utils/phone';
import { type Choice, isChoice } from './lease-options';

const feedbackMessages = {
  /** The spec's one message for every unanswered question. */
  question: 'feedback.questionRequired',
  name: 'feedback.nameRequired',
  email: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  mobile: 'forms.mobileRequired',
  phoneInvalid: 'forms.phoneInvalid',
  tooLong: 'forms.tooLong',
} as const satisfies Record<string, MessageKey>;

export type FeedbackContext = PhoneCheck & {
  /** The branch values a visitor may name. */
  locations: readonly string[];
};

const limits = { suggestion: 2000, name: 120, email: 200, phone: 20 } as const;
const text = z.optional(z.string().check(z.trim()));

const feedbackFields = {
  knowing: text,
  category: text,
  location: text,
  knowledge: text,
  professionalism: text,
  friendliness: text,
  responseTime: text,
  reliability: text,
  cleanliness: text,
  comparison: text,
  likely: text,
  suggestion: text,
  name: text,
  email: text,
  country: text,
  phone: text,
};

/** The questions with fixed answers, and the answers each accepts. */
const choiceQuestions: Array<[keyof typeof feedbackFields, readonly Choice[]]> = [
  ['knowing', knowingChoices],
  ['category', serviceCategoryChoices],
  ...ratedQuestions.map(({ name }): [keyof typeof feedbackFields, readonly Choice[]] => [name, ratingScale]),
  ['comparison', comparedScale],
  ['likely', likelyScale],
];

/** The questionnaire: every question answered (each says so: the spec's bare 'error!' told nobody which), and who sent it. */
export function feedbackSchema({ t, phoneToE164, locations }: FeedbackContext) {
  const fields = z.object(feedbackFields);
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const [field, max] of Object.entries(limits)) {
        if ((form[field as keyof typeof limits]?.length ?? 0) > max) fail(field, t(feedbackMessages.tooLong, { max }));
      }
      const unanswered = t(feedbackMessages.question);
      for (const [field, choices] of choiceQuestions) if (!isChoice(choices, form[field])) fail(field, unanswered);
      if (!form.location || !locations.includes(form.location)) fail('location', unanswered);
      if (!form.suggestion) fail('suggestion', unanswered);
      if (!form.name) fail('name', t(feedbackMessages.name));
      if (!form.email) fail('email', t(feedbackMessages.email));
      else if (!z.safeParse(z.email(), form.email).success) fail('email', t(feedbackMessages.emailInvalid));
      const phone = compactPhone(form.phone ?? '');
      if (!phone) fail('phone', t(feedbackMessages.mobile));
      else if (phone.length <= limits.phone && !phoneToE164(phone, form.country ?? ''))
        fail('phone', t(feedbackMessages.phoneInvalid));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      knowing: form.knowing!,
      category: form.category!,
      location: form.location!,
      knowledge: form.knowledge!,
      professionalism: form.professionalism!,
      friendliness: form.friendliness!,
      responseTime: form.responseTime!,
      reliability: form.reliability!,
      cleanliness: form.cleanliness!,
      comparison: form.comparison!,
      likely: form.likely!,
      suggestion: form.suggestion!,
      name: form.name!,
      email: form.email!.toLowerCase(),
      phone: phoneToE164(compactPhone(form.phone!), form.country ?? '')!,
    })),
  );
}

export type FeedbackInput = z.output<ReturnType<typeof feedbackSchema>>;

/** The submission as the staff read it; `locationLabel` names the branch in English. */
export function feedbackSubmission(input: FeedbackInput, locationLabel: string) {
  const ratings = Object.fromEntries(ratedQuestions.map(({ name, staffLabel }) => [staffLabel, input[name]]));
  return {
    kind: 'feedback' as const,
    name: input.name,
    email: input.email,
    phone: input.phone,
    message: input.suggestion,
    details: {
      'How they know us': input.knowing,
      'Service used': input.category,
      Branch: locationLabel,
      ...ratings,
      'Compared with others': input.comparison,
      'Likely to recommend': input.likely,
    },
  };
}
