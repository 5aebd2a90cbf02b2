import { enAccounts } from './en-accounts';
import { provideEnglish } from './translate';

// Importing this module makes the account pages' English messages available.
provideEnglish(enAccounts);
