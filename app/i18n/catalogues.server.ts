import { ar } from './ar';
import { provideCatalogue } from './translate';

// The server always knows every language; importing this module registers them.
provideCatalogue('ar', ar);

export const arabicCatalogue = ar;
