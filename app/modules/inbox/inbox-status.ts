/**
 * How far staff have got with a form submission: new until someone starts on it (or replies),
 * in progress while it is being followed up, done when dealt with. A done entry can only be
 * opened again as in progress: it was already started.
 */
export const submissionStatuses = ['new', 'in_progress', 'done'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

const nextStatuses: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  new: ['in_progress', 'done'],
  in_progress: ['done'],
  done: ['in_progress'],
};

/** Whether an entry may move from one status to another; staying where it is is not a move. */
export const canMoveSubmission = (from: SubmissionStatus, to: SubmissionStatus) => nextStatuses[from].includes(to);
