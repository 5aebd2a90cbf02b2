import { enBackOffice } from './en-back-office';
import { enContentAdmin } from './en-content-admin';
import { enVehiclesAdmin } from './en-vehicles-admin';
import { provideArabic, provideEnglish } from './translate';

// Importing this module makes the staff screens' English messages available: the content team's
// (content and vehicles) and the admin screens' (inbox and bookings dashboard).
provideEnglish(enContentAdmin);
provideEnglish(enVehiclesAdmin);
provideEnglish(enBackOffice);
// Arabic pages fetch these areas' Arabic with their code (decision 031).
await Promise.all([
  provideArabic('content admin', () => import('./ar-content-admin').then((module) => module.arContentAdmin)),
  provideArabic('vehicles admin', () => import('./ar-vehicles-admin').then((module) => module.arVehiclesAdmin)),
  provideArabic('back office', () => import('./ar-back-office').then((module) => module.arBackOffice)),
]);
