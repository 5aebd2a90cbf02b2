import type { MessageKey } from '~/i18n/en';
import type { Choice } from './lease-options';

/** The spec's scales and lists, word for word (values are what the staff read). */
export const ratingScale = [
  { value: 'Excellent', label: 'feedback.scale.excellent' },
  { value: 'Good', label: 'feedback.scale.good' },
  { value: 'Average', label: 'feedback.scale.average' },
  { value: 'Fair', label: 'feedback.scale.fair' },
  { value: 'Poor', label: 'feedback.scale.poor' },
] as const satisfies readonly Choice[];

export const comparedScale = [
  { value: 'Better', label: 'feedback.compared.better' },
  { value: 'Same', label: 'feedback.compared.same' },
  { value: 'Worse', label: 'feedback.compared.worse' },
  { value: 'Do not know', label: 'feedback.compared.unknown' },
] as const satisfies readonly Choice[];

export const likelyScale = [
  { value: 'Very Likely', label: 'feedback.likely.very' },
  { value: 'Likely', label: 'feedback.likely.likely' },
  { value: 'Some What Likely', label: 'feedback.likely.somewhat' },
  { value: 'Not Likely', label: 'feedback.likely.not' },
] as const satisfies readonly Choice[];

export const knowingChoices = [
  { value: 'Newspaper', label: 'feedback.knowing.newspaper' },
  { value: 'Magazine', label: 'feedback.knowing.magazine' },
  { value: 'Internet', label: 'feedback.knowing.internet' },
  { value: 'Social Media', label: 'feedback.knowing.social' },
  { value: 'Friends & Colleagues', label: 'feedback.knowing.friends' },
] as const satisfies readonly Choice[];

export const serviceCategoryChoices = [
  { value: 'Daily Rentals', label: 'feedback.category.daily' },
  { value: 'Monthly Subscription', label: 'feedback.category.monthly' },
  { value: 'Long Term Leasing', label: 'feedback.category.leasing' },
  { value: 'Bus Transportation', label: 'feedback.category.bus' },
] as const satisfies readonly Choice[];

/** The questions answered on the Excellent-to-Poor scale, in the order the spec lists them. */
export const ratedQuestions = [
  { name: 'knowledge', label: 'feedback.q.knowledge', staffLabel: 'Product knowledge' },
  { name: 'professionalism', label: 'feedback.q.professionalism', staffLabel: 'Professionalism' },
  { name: 'friendliness', label: 'feedback.q.friendliness', staffLabel: 'Friendliness' },
  { name: 'responseTime', label: 'feedback.q.responseTime', staffLabel: 'Response time' },
  { name: 'reliability', label: 'feedback.q.reliability', staffLabel: 'Reliability' },
  { name: 'cleanliness', label: 'feedback.q.cleanliness', staffLabel: 'Cleanliness' },
] as const satisfies readonly { name: string; label: MessageKey; staffLabel: string }[];

/** A branch the visitor can name: its stored value and its label in the page's language. */
export type LocationChoice = { value: string; label: string };
