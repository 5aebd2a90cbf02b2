import { enForms } from './en-forms';
import { provideArabic, provideEnglish } from './translate';

// Importing this module makes these pages' English messages available.
provideEnglish(enForms);
// Arabic pages fetch the area's Arabic with its code (decision 031).
await provideArabic('forms', () => import('./ar-forms').then((module) => module.arForms));
