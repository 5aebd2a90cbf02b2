import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import { comparedScale, knowingChoices, likelyScale, ratingScale, serviceCategoryChoices } from './feedback-options';
import { feedbackSchema, feedbackSubmission } from './feedback-form';

const phoneToE164 = (number: string, country?: string) =>
  country === 'AE' && /^0?5\d{8}$/.test(number) ? `+971${number.replace(/^0/, '')}` : null;
const schema = (locale: 'en' | 'ar' = 'en') =>
  feedbackSchema({ t: translator(locale), phoneToE164, locations: ['Dubai_Ittihad Road', 'Al Ain_Main'] });
const valid = {
  knowing: 'Friends & Colleagues',
  category: 'Monthly Subscription',
  location: 'Dubai_Ittihad Road',
  knowledge: 'Excellent',
  professionalism: 'Good',
  friendliness: 'Average',
  responseTime: 'Fair',
  reliability: 'Poor',
  cleanliness: 'Excellent',
  comparison: 'Better',
  likely: 'Some What Likely',
  suggestion: 'More branches in Sharjah.',
  name: 'Priya Nair',
  email: 'priya@example.ae',
  country: 'AE',
  phone: '0527654321',
};
const errorsFor = (input: Record<string, unknown>, locale: 'en' | 'ar' = 'en') => {
  const result = schema(locale).safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('feedback questionnaire', () => {
  test('the spec’s scales and lists, word for word', () => {
    expect(ratingScale.map((c) => c.value)).toEqual(['Excellent', 'Good', 'Average', 'Fair', 'Poor']);
    expect(comparedScale.map((c) => c.value)).toEqual(['Better', 'Same', 'Worse', 'Do not know']);
    expect(likelyScale.map((c) => c.value)).toEqual(['Very Likely', 'Likely', 'Some What Likely', 'Not Likely']);
    expect(knowingChoices.map((c) => c.value)).toEqual([
      'Newspaper',
      'Magazine',
      'Internet',
      'Social Media',
      'Friends & Colleagues',
    ]);
    expect(serviceCategoryChoices.map((c) => c.value)).toEqual([
      'Daily Rentals',
      'Monthly Subscription',
      'Long Term Leasing',
      'Bus Transportation',
    ]);
  });

  test('a complete questionnaire is accepted', () => {
    expect(schema().parse(valid)).toMatchObject({
      likely: 'Some What Likely',
      phone: '+971527654321',
      email: 'priya@example.ae',
    });
  });

  test('every unanswered question says error!, and the contact fields their own messages', () => {
    const questions = [
      'knowing',
      'category',
      'location',
      'knowledge',
      'professionalism',
      'friendliness',
      'responseTime',
      'reliability',
      'cleanliness',
      'comparison',
      'likely',
      'suggestion',
    ];
    expect(errorsFor({})).toEqual({
      ...Object.fromEntries(questions.map((question) => [question, 'Please answer this question.'])),
      name: 'Please input your Name!',
      email: 'Please input your Email Address!',
      phone: 'Please enter your Mobile number!',
    });
  });

  test.each([
    ['knowledge', { knowledge: 'Superb' }, 'Please answer this question.'],
    ['comparison', { comparison: 'Excellent' }, 'Please answer this question.'],
    ['likely', { likely: 'Somewhat Likely' }, 'Please answer this question.'],
    ['location', { location: 'Mars_Base' }, 'Please answer this question.'],
    ['category', { category: 'Yacht charter' }, 'Please answer this question.'],
    ['email', { email: 'priya.example.ae' }, 'The input is not valid E-mail!'],
    ['phone', { phone: '04 123 4567' }, 'Please enter a valid mobile number.'],
    ['suggestion', { suggestion: 'x'.repeat(2001) }, 'Please keep this under 2000 characters.'],
  ])('given a bad %s (%o), should say %s', (field, change, message) => {
    expect(errorsFor({ ...valid, ...change })[field]).toBe(message);
  });

  test('in Arabic', () => {
    expect(errorsFor({ ...valid, likely: '', name: '' }, 'ar')).toEqual({
      likely: 'يرجى الإجابة عن هذا السؤال.',
      name: 'يرجى إدخال اسمك!',
    });
  });

  test('the staff read the answers under readable labels', () => {
    const submission = feedbackSubmission(schema().parse(valid), 'Dubai - Ittihad Road');
    expect(submission).toMatchObject({ kind: 'feedback', name: 'Priya Nair', message: 'More branches in Sharjah.' });
    expect(submission.details).toEqual({
      'How they know us': 'Friends & Colleagues',
      'Service used': 'Monthly Subscription',
      Branch: 'Dubai - Ittihad Road',
      'Product knowledge': 'Excellent',
      Professionalism: 'Good',
      Friendliness: 'Average',
      'Response time': 'Fair',
      Reliability: 'Poor',
      Cleanliness: 'Excellent',
      'Compared with others': 'Better',
      'Likely to recommend': 'Some What Likely',
    });
  });
});
