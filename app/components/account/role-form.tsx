import '~/i18n/accounts-messages';
import { Form, Link, useNavigation } from 'react-router';
import type { ReviewStatus } from '~/db/schema';
import { type Role, staffRoles } from '~/modules/auth/permissions';
import { inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { ReviewStatusBadge } from './review-status';

export type ManagedAccountView = {
  id: number;
  fullName: string;
  email: string;
  roles: Role[];
  reviewStatus: ReviewStatus;
  deactivatedAt: Date | null;
};

/**
 * One person's staff roles as checkboxes, with an optional reason and a Save button. The owner's
 * own Owner box is shown ticked and locked (and still sent), since an owner cannot remove it.
 */
export function RoleForm({
  account,
  isSelf,
  query,
  error,
}: {
  account: ManagedAccountView;
  isSelf: boolean;
  query: string;
  error?: string;
}) {
  const t = useT();
  const to = useLocalePath();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('userId') === String(account.id);
  const prefix = `roles-${account.id}`;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <Form method="post" className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <input type="hidden" name="userId" value={account.id} />
        <input type="hidden" name="q" value={query} />
        <div className="min-w-0">
          <p className="font-bold text-navy-900" dir="auto">
            {account.fullName}
            {isSelf ? (
              <span className="ms-2 rounded bg-sand-200 px-2 py-0.5 text-xs font-semibold text-navy-900">
                {t('management.you')}
              </span>
            ) : null}
          </p>
          <p className="text-sm break-all text-slate-700">
            <bdi>{account.email}</bdi>
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            {account.roles.includes('customer') ? (
              <span className="rounded bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">
                {t('management.role.customer')}
              </span>
            ) : null}
            <ReviewStatusBadge status={account.reviewStatus} />
            {account.deactivatedAt ? (
              <span className="rounded bg-red-50 px-2 py-0.5 font-semibold text-red-900 ring-1 ring-red-300">
                {t('closure.badge')}
              </span>
            ) : null}
          </p>
          {/* Where the owner deactivates or reactivates this person's login, and sees its history. */}
          <Link
            to={to(`/admin/accounts/${account.id}`)}
            className="mt-1 inline-block text-sm font-semibold text-navy-800 underline underline-offset-2"
          >
            {t('management.openAccount')}
            <span className="sr-only">: {account.fullName}</span>
          </Link>
        </div>
        <fieldset className="min-w-0">
          <legend className="sr-only">{t('management.rolesLegend', { name: account.fullName })}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {staffRoles.map((role) => {
              const locked = isSelf && role === 'owner';
              const id = `${prefix}-${role}`;
              return (
                <div key={role} className="flex items-start gap-2">
                  <input
                    id={id}
                    type="checkbox"
                    name={locked ? undefined : 'roles'}
                    value={role}
                    defaultChecked={account.roles.includes(role)}
                    disabled={locked}
                    aria-describedby={`${id}-hint`}
                    className="mt-1 h-4 w-4 accent-navy-800"
                  />
                  {locked ? <input type="hidden" name="roles" value="owner" /> : null}
                  <label htmlFor={id} className="text-sm">
                    <span className="font-semibold text-navy-900">{t(`management.role.${role}` as MessageKey)}</span>
                    <span id={`${id}-hint`} className="block text-xs text-slate-600">
                      {t(`management.roleHint.${role}` as MessageKey)}
                    </span>
                  </label>
                </div>
              );
            })}
          </div>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-48">
              <label htmlFor={`${prefix}-reason`} className="mb-1 block text-xs font-semibold text-navy-900">
                {t('management.reason')}
              </label>
              <input
                id={`${prefix}-reason`}
                name="reason"
                type="text"
                maxLength={500}
                className={`${inputClass} py-1.5 text-sm`}
              />
            </div>
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-navy-900 px-4 py-2 text-sm font-bold text-white hover:bg-navy-800 disabled:opacity-70"
            >
              {t('management.save')}
              <span className="sr-only">: {account.fullName}</span>
            </button>
          </div>
          {error ? (
            <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
      </Form>
    </li>
  );
}
