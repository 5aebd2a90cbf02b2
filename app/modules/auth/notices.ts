import type { MessageKey } from '~/i18n/en';
import { type Locale, localizePath } from '~/i18n/locale';

/**
 * One-time messages that the home page shows in a modal after a redirect (the spec's 'Error' modal
 * for a bad reset link, and the success modal after a new password). The URL carries only the code;
 * the words come from the catalogue, so a crafted link cannot put its own text on our page.
 */
export const authNotices = {
  'reset-link-invalid': { kind: 'error', message: 'reset.invalidLink' },
  'password-changed': { kind: 'success', message: 'reset.done', offersLogin: true },
} as const satisfies Record<string, { kind: 'error' | 'success'; message: MessageKey; offersLogin?: boolean }>;

export type AuthNoticeCode = keyof typeof authNotices;

export const NOTICE_PARAM = 'notice';

export const isAuthNotice = (value: unknown): value is AuthNoticeCode =>
  typeof value === 'string' && Object.hasOwn(authNotices, value);

/** The home page in the given language, opening with the notice. */
export function noticeUrl(code: AuthNoticeCode, locale: Locale) {
  return `${localizePath('/', locale)}?${NOTICE_PARAM}=${code}`;
}
