import { enBooking } from './en-booking';
import { provideArabic, provideEnglish } from './translate';

// Importing this module makes the booking steps' English messages available.
provideEnglish(enBooking);
// Arabic pages fetch the area's Arabic with its code (decision 031).
await provideArabic('booking', () => import('./ar-booking').then((module) => module.arBooking));
