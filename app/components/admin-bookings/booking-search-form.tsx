import '~/i18n/staff-messages';
import { Icon } from '~/components/icons/icon';
import { Form, Link } from 'react-router';
import { inputClass } from '~/components/forms/field';
import type { MessageKey } from '~/i18n/en';
import { useT } from '~/i18n/use-translation';
import { type BookingFilters, MAX_TEXT_FILTER, bookingStatesInOrder } from '~/modules/bookings/booking-search';

export type BranchChoice = { id: number; city: string; cityLabel: string; label: string };

/**
 * The staff search: a GET form, so every search is a URL (bookmark it, share it, page through it,
 * go back to it). Works without JavaScript. `key` on the fields resets them when the URL changes.
 */
export function BookingSearchForm({
  action,
  filters,
  branches,
}: {
  action: string;
  filters: BookingFilters;
  branches: readonly BranchChoice[];
}) {
  const t = useT();
  const cities = [...new Map(branches.map((branch) => [branch.city, branch.cityLabel])).entries()];
  const key = JSON.stringify(filters);
  const field = 'min-w-0';
  const label = 'mb-1 block text-sm font-semibold text-navy-900';
  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-labelledby="search-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      key={key}
    >
      <h2 id="search-heading" className="mb-3 text-lg font-bold text-navy-900">
        {t('bookings.search')}
      </h2>
      <div className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className={field}>
          <label htmlFor="search-from" className={label}>
            {t('bookings.from')}
          </label>
          <input
            id="search-from"
            name="from"
            type="date"
            defaultValue={filters.from}
            aria-describedby="search-dates-hint"
            className={inputClass}
          />
        </div>
        <div className={field}>
          <label htmlFor="search-to" className={label}>
            {t('bookings.to')}
          </label>
          <input
            id="search-to"
            name="to"
            type="date"
            defaultValue={filters.to}
            aria-describedby="search-dates-hint"
            className={inputClass}
          />
        </div>
        <div className={field}>
          <label htmlFor="search-return-from" className={label}>
            {t('bookings.returnFrom')}
          </label>
          <input
            id="search-return-from"
            name="returnFrom"
            type="date"
            defaultValue={filters.returnFrom}
            aria-describedby="search-dates-hint"
            className={inputClass}
          />
        </div>
        <div className={field}>
          <label htmlFor="search-return-to" className={label}>
            {t('bookings.returnTo')}
          </label>
          <input
            id="search-return-to"
            name="returnTo"
            type="date"
            defaultValue={filters.returnTo}
            aria-describedby="search-dates-hint"
            className={inputClass}
          />
        </div>
        <div className={field}>
          <label htmlFor="search-city" className={label}>
            {t('bookings.location')}
          </label>
          <select id="search-city" name="city" defaultValue={filters.city} className={inputClass}>
            <option value="">{t('bookings.any')}</option>
            {cities.map(([city, cityLabel]) => (
              <option key={city} value={city}>
                {cityLabel}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label htmlFor="search-branch" className={label}>
            {t('bookings.branch')}
          </label>
          <select id="search-branch" name="branch" defaultValue={filters.branchId ?? ''} className={inputClass}>
            <option value="">{t('bookings.any')}</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.label}
              </option>
            ))}
          </select>
        </div>
        <div className={field}>
          <label htmlFor="search-reference" className={label}>
            {t('bookings.reference')}
          </label>
          <input
            id="search-reference"
            name="reference"
            type="search"
            defaultValue={filters.reference}
            maxLength={MAX_TEXT_FILTER}
            dir="ltr"
            autoComplete="off"
            className={`${inputClass} text-start`}
          />
        </div>
        <div className={field}>
          <label htmlFor="search-customer" className={label}>
            {t('bookings.customer')}
          </label>
          <input
            id="search-customer"
            name="customer"
            type="search"
            defaultValue={filters.customer}
            maxLength={MAX_TEXT_FILTER}
            dir="auto"
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <div className={field}>
          <label htmlFor="search-status" className={label}>
            {t('bookings.state')}
          </label>
          <select id="search-status" name="status" defaultValue={filters.status} className={inputClass}>
            <option value="">{t('bookings.any')}</option>
            {bookingStatesInOrder.map((status) => (
              <option key={status} value={status}>
                {t(`account.bookingStatus.${status}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-5 py-2 font-bold text-white hover:bg-navy-800"
          >
            <Icon name="search" className="h-4 w-4" />
            {t('bookings.searchButton')}
          </button>
          <Link
            to={action}
            className="inline-flex items-center gap-1 rounded-md px-4 py-2 font-semibold text-navy-800 ring-1 ring-slate-300 hover:bg-sand-100"
          >
            <Icon name="x" className="h-4 w-4" />
            {t('bookings.clear')}
          </Link>
        </div>
      </div>
      <p id="search-dates-hint" className="mt-2 text-xs text-slate-600">
        {t('bookings.datesHint')}
      </p>
    </Form>
  );
}
