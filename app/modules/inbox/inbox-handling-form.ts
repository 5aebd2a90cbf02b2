/**
 * What staff ask of an inbox entry: give it to someone (or to nobody), start on it (in progress),
 * mark it handled (done), or open it again (back to in progress).
 */
export type HandlingChange =
  { intent: 'assign'; assigneeId: number | null } | { intent: 'start' } | { intent: 'handled' } | { intent: 'reopen' };

/** Reads the entry's handling form; 'me' is the staff member sending it. Anything else reads as nothing. */
export function readHandlingChange(form: FormData, me: number): HandlingChange | null {
  const intent = form.get('intent');
  if (intent === 'start' || intent === 'handled' || intent === 'reopen') return { intent };
  if (intent !== 'assign') return null;
  const assignee = form.get('assignee');
  if (assignee === 'me') return { intent, assigneeId: me };
  if (assignee === '') return { intent, assigneeId: null };
  if (typeof assignee !== 'string' || !/^[1-9]\d{0,8}$/.test(assignee)) return null;
  return { intent, assigneeId: Number(assignee) };
}
