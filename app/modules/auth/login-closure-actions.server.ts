import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Locale } from '~/i18n/locale';
import { translator } from '~/i18n/translate';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { loginClosureSchema } from './login-closure-form';
import { changeLoginClosure } from './login-closure.server';

export type LoginClosureReply = { closure: SubmissionResult<string[]> };

export const isLoginClosureIntent = (intent: unknown) => intent === 'closeLogin' || intent === 'reopenLogin';

const refusals = {
  not_found: 'closure.notFound',
  not_allowed: 'closure.notAllowed',
  own_account: 'closure.ownAccount',
  last_owner: 'closure.lastOwner',
} as const;

/**
 * The staff's Deactivate / Reactivate post on an account page: a missing reason comes back (400)
 * with what was typed at the field; a refusal or a change returns to `back` with the outcome.
 */
export async function respondToLoginClosure(
  form: FormData,
  locale: Locale,
  staff: { id: number },
  userId: number,
  back: string,
) {
  const t = translator(locale);
  const submission = parseWithZod(form, { schema: loginClosureSchema(t) });
  if (submission.status !== 'success') return data<LoginClosureReply>({ closure: submission.reply() }, { status: 400 });
  const { intent, reason } = submission.value;
  const result = await changeLoginClosure({ actorId: staff.id, userId, close: intent === 'close', reason });
  if (!result.ok) return redirectWithFlash(back, { kind: 'error', message: t(refusals[result.reason]) });
  const message = !result.changed
    ? t('closure.unchanged')
    : t(intent === 'close' ? 'closure.deactivated' : 'closure.reactivated', { name: result.fullName });
  return redirectWithFlash(back, { kind: result.changed ? 'success' : 'info', message });
}
