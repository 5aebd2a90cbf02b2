/**
 * The longest name a person may give: the account's full name at sign-up, on the profile or in a
 * staff invitation, and each of the first and last names a booking asks for. One number, so a name
 * the account accepted is never refused when it is copied into a booking.
 */
export const PERSON_NAME_MAX_LENGTH = 80;
