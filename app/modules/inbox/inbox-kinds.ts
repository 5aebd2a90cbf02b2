import { type SubmissionKind, submissionKinds } from '~/modules/enquiries/kinds/submission-kinds';

/**
 * What the staff inbox holds: every kind of form submission, and the newsletter sign-ups, which
 * live in their own table but are read in the same place. Kept free of database code so the pages
 * can use it too.
 */
export const inboxKinds = [...submissionKinds, 'newsletter'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const isInboxKind = (value: unknown): value is InboxKind =>
  typeof value === 'string' && (inboxKinds as readonly string[]).includes(value);
export const isFormKind = (kind: InboxKind): kind is SubmissionKind => kind !== 'newsletter';

export const INBOX_PAGE_SIZE = 20;

/**
 * Which entries to list by status ('open' is new or in progress); sign-ups need no handling and
 * show only under 'any'.
 */
export const handlingStates = ['any', 'open', 'new', 'in_progress', 'done'] as const;
type HandlingState = (typeof handlingStates)[number];
export const assigneeFilters = ['anyone', 'me', 'nobody'] as const;
type AssigneeFilter = (typeof assigneeFilters)[number];

export type InboxFilter = { state: HandlingState; assignee: AssigneeFilter; staffId: number };

const oneOf = <T extends string>(choices: readonly T[], value: unknown): T =>
  choices.includes(value as T) ? (value as T) : choices[0];
export const readHandlingState = (value: unknown) => oneOf(handlingStates, value);
export const readAssigneeFilter = (value: unknown) => oneOf(assigneeFilters, value);

/** Whether a filter leaves newsletter sign-ups in the list: they are never assigned or handled. */
export const listsSignUps = (filter?: Pick<InboxFilter, 'state' | 'assignee'>) =>
  !filter || (filter.state === 'any' && filter.assignee === 'anyone');
export const MAX_SEARCH_LENGTH = 100;

/** The search box's text, trimmed and bounded; empty means no search. */
export const readSearch = (value: unknown) =>
  typeof value === 'string' ? value.trim().slice(0, MAX_SEARCH_LENGTH) : '';

/** A page number from the query string: a whole number from 1, anything else reads as 1. */
export function readPage(value: unknown): number {
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, page);
}

/** One value of a submission's details as text for people: lists joined, yes/no for booleans. */
export function detailText(value: unknown, words: { yes: string; no: string }): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value
      .map((item) => detailText(item, words))
      .filter(Boolean)
      .join(', ');
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
