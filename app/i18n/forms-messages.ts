import { enForms } from './en-forms';
import { provideEnglish } from './translate';

// Importing this module makes these pages' English messages available.
provideEnglish(enForms);
