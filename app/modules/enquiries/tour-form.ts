import '~/i18n/forms-messages';
// zod/mini: this schema ships to phones with the tour page.
import * as z from 'zod/mini';
import { checkContact, contactFields, contactValue, optionalText, tourRules } from './contact-forms';
import type { PhoneCheck } from '~/utils/phone';
import { isTourPlace, MAX_TOUR_PEOPLE, type TourPlace } from './tour-places';

export type TourContext = PhoneCheck & {
  /** Today in Asia/Dubai as YYYY-MM-DD: a tour date before it is in the past. */
  today: string;
};

export const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The tour enquiry: the contact fields (name, mobile and message required) plus where, when and how many. */
export function tourSchema(context: TourContext) {
  const { t } = context;
  const fields = z.object({ ...contactFields, destination: optionalText, date: optionalText, people: optionalText });
  const checked = fields.check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      checkContact(form, tourRules, context, fail);
      if (!isTourPlace(form.destination)) fail('destination', t('tour.destinationRequired'));
      // ISO dates compare as text.
      if (form.date && (!isCalendarDate(form.date) || form.date < context.today)) fail('date', t('tour.dateInvalid'));
      if (
        form.people &&
        !(/^\d{1,2}$/.test(form.people) && Number(form.people) >= 1 && Number(form.people) <= MAX_TOUR_PEOPLE)
      )
        fail('people', t('tour.peopleInvalid'));
    }),
  );
  return z.pipe(
    checked,
    z.transform((form: z.output<typeof fields>) => ({
      ...contactValue(form, context),
      destination: form.destination as TourPlace,
      date: form.date || null,
      people: form.people ? Number(form.people) : null,
    })),
  );
}

export type TourValue = z.output<ReturnType<typeof tourSchema>>;
