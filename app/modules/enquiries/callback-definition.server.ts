import { type CallbackInput, callbackSchema } from './callback-form';
import type { FormDefinition } from './form-action.server';

/** The home page's callback request: one phone field (UAE by default, or a number with its '+' code). */
export const callbackForm: FormDefinition<CallbackInput> = {
  page: '/',
  schema: callbackSchema,
  toSubmission: (value) => ({ kind: 'callback', ...value }),
};
