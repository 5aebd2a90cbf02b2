import { enPreowned } from './en-preowned';
import { provideEnglish } from './translate';

// Importing this module makes the pre-owned cars' English messages available (the pages and the staff screens).
provideEnglish(enPreowned);
