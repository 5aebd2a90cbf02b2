import { dubaiToday } from '~/utils/dubai-time';
import type { FormDefinition } from './form-action.server';
import { type TourValue, tourSchema } from './tour-form';
import { tourPlaceNames } from './tour-places';

/** The Explore UAE tour enquiry: where, when and how many go to the staff with the message. */
export const tourForm: FormDefinition<TourValue> = {
  page: '/tour',
  schema: (context) => tourSchema({ ...context, today: dubaiToday() }),
  toSubmission: ({ destination, date, people, ...contact }) => ({
    kind: 'tour',
    ...contact,
    details: { Destination: tourPlaceNames[destination], 'Preferred date': date, People: people },
  }),
};
