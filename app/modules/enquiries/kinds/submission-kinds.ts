/**
 * The kinds of form submission: one list for the table's check, the inbox and the staff addresses.
 * Free of database code, so pages can read it too.
 */
export const submissionKinds = [
  'contact',
  'enquiry',
  'callback',
  'lease',
  'career',
  'feedback',
  'promotion',
  'tour',
  'chauffeur',
  'preowned',
] as const;
export type SubmissionKind = (typeof submissionKinds)[number];
