import { enPreowned } from './en-preowned';
import { provideArabic, provideEnglish } from './translate';

// Importing this module makes the pre-owned cars' English messages available (the pages and the staff screens).
provideEnglish(enPreowned);
// Arabic pages fetch the area's Arabic with its code (decision 031).
await provideArabic('preowned', () => import('./ar-preowned').then((module) => module.arPreowned));
