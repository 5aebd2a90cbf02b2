/** The destinations of the Explore UAE page: each has a carousel of pictures and is a choice in the tour form. */
export const tourPlaces = ['abu-dhabi', 'dubai', 'al-ain', 'desert', 'northern'] as const;
export type TourPlace = (typeof tourPlaces)[number];

export const isTourPlace = (value: unknown): value is TourPlace =>
  typeof value === 'string' && (tourPlaces as readonly string[]).includes(value);

/** How many pictures each destination's carousel shows. */
export const PICTURES_PER_PLACE = 3;

/** The address of one picture: /tour-pictures/dubai-2.svg. */
export const tourPictureUrl = (place: TourPlace, index: number) => `/tour-pictures/${place}-${index + 1}.svg`;

/** English names, for the staff's mail and inbox (the page shows the visitor's language). */
export const tourPlaceNames: Record<TourPlace, string> = {
  'abu-dhabi': 'Abu Dhabi',
  dubai: 'Dubai',
  'al-ain': 'Al Ain',
  desert: 'Desert safari',
  northern: 'Northern Emirates',
};

/** The largest group the tour form takes; bigger groups say so in the message. */
export const MAX_TOUR_PEOPLE = 50;
