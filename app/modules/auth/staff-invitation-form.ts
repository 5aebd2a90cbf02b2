import '~/i18n/accounts-messages';
// zod/mini: the same rules run in the owner's and the new staff member's browser and on the server.
import * as z from 'zod/mini';
import { type Role, type StaffRole, staffRoles } from './permissions';
import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/translate';
import { type CommonPasswordCheck, checkNewPassword, passwordField } from './password-rule';
import { PERSON_NAME_MAX_LENGTH } from '~/utils/person-name';

const invitationMessages = {
  nameRequired: 'invite.nameRequired',
  nameLength: 'invite.nameLength',
  emailRequired: 'invite.emailRequired',
  emailInvalid: 'invite.emailInvalid',
  rolesRequired: 'invite.rolesRequired',
  phoneRequired: 'invite.phoneRequired',
  phoneInvalid: 'invite.phoneInvalid',
} as const satisfies Record<string, MessageKey>;

const text = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value?.trim() ?? ''),
);
const EMAIL_MAX = 254;
const NAME_MAX = PERSON_NAME_MAX_LENGTH;
const PHONE_MAX = 30;

/** The owner's invitation: the person's name and email, and at least one staff role. */
export function invitationSchema(t: Translate) {
  const checked = z
    .object({ fullName: text, email: text, roles: z.optional(z.union([z.string(), z.array(z.string())])) })
    .check(
      z.superRefine((form, ctx) => {
        const fail = (path: string, key: MessageKey) => ctx.addIssue({ code: 'custom', path: [path], message: t(key) });
        if (!form.fullName) fail('fullName', invitationMessages.nameRequired);
        else if (form.fullName.length < 2 || form.fullName.length > NAME_MAX)
          fail('fullName', invitationMessages.nameLength);
        if (!form.email) fail('email', invitationMessages.emailRequired);
        else if (form.email.length > EMAIL_MAX || !z.email().safeParse(form.email).success)
          fail('email', invitationMessages.emailInvalid);
        if (invitedRoles(form.roles).length === 0) fail('roles', invitationMessages.rolesRequired);
      }),
    );
  return z.pipe(
    checked,
    z.transform((form) => ({
      fullName: form.fullName,
      email: form.email.toLowerCase(),
      roles: invitedRoles(form.roles),
    })),
  );
}

/** The staff roles ticked, known ones only, each once, in a fixed order. */
function invitedRoles(value: string | string[] | undefined): StaffRole[] {
  const ticked = new Set<string>(Array.isArray(value) ? value : value ? [value] : []);
  return staffRoles.filter((role: Role) => ticked.has(role));
}

/**
 * Accepting the invitation: a mobile number and a password twice. The number is checked against
 * the numbering plans on the server (the plans are too large to ship to the browser).
 */
export function acceptInvitationSchema(t: Translate, isCommonPassword?: CommonPasswordCheck) {
  return z.object({ phone: text, password: passwordField, confirm: passwordField }).check(
    z.superRefine((form, ctx) => {
      const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!form.phone) fail('phone', t(invitationMessages.phoneRequired));
      else if (form.phone.length > PHONE_MAX) fail('phone', t(invitationMessages.phoneInvalid));
      checkNewPassword(t, form.password, form.confirm, fail, isCommonPassword);
    }),
  );
}

export type InvitationFields = { fullName?: string; email?: string; roles?: string[] };
export type AcceptInvitationFields = { phone?: string; password?: string; confirm?: string };
