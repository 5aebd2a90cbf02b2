import { ar } from './ar';
import './accounts-messages';
import './booking-messages';
import './forms-messages';
import './preowned-messages';
import './staff-messages';
import { provideCatalogue } from './translate';

// The server always knows every language and every area; importing this module registers them.
// Browsers are sent only the Arabic of the areas their pages use, as code (decision 031).
provideCatalogue('ar', ar);
