import { provideArabic } from './translate';

// The frame's and every page's Arabic: fetched by Arabic pages only, before they hydrate or render.
await provideArabic('core', () => import('./arabic-core').then((module) => module.arCore));
