import { enBackOffice } from './en-back-office';
import { enContentAdmin } from './en-content-admin';
import { enVehiclesAdmin } from './en-vehicles-admin';
import { provideEnglish } from './translate';

// Importing this module makes the staff screens' English messages available: the content team's
// (content and vehicles) and the admin screens' (inbox and bookings dashboard).
provideEnglish(enContentAdmin);
provideEnglish(enVehiclesAdmin);
provideEnglish(enBackOffice);
