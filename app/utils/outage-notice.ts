import { createContext } from 'react-router';

/**
 * A message for this request's page, set when an action could not reach the database, so the
 * page rendered in the same request (a form posted without JavaScript) says what happened.
 */
export const outageNoticeContext = createContext<string | null>(null);
