import { enAccounts } from './en-accounts';
import { provideArabic, provideEnglish } from './translate';

// Importing this module makes the account pages' English messages available.
provideEnglish(enAccounts);
// Arabic pages fetch the area's Arabic with its code (decision 031).
await provideArabic('accounts', () => import('./ar-accounts').then((module) => module.arAccounts));
