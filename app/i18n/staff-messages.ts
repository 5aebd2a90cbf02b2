import { enStaff } from './en-staff';
import { provideEnglish } from './translate';

// Importing this module makes these pages' English messages available.
provideEnglish(enStaff);
