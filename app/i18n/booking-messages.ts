import { enBooking } from './en-booking';
import { provideEnglish } from './translate';

// Importing this module makes the booking steps' English messages available.
provideEnglish(enBooking);
