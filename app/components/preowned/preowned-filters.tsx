import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';
import { type PreownedCriteria, mileageCeilings } from '~/modules/preowned/preowned-filter';

type Choice = { value: string; label: string };

export type PreownedFilterOptions = {
  makes: string[];
  models: string[];
  years: number[];
  bodyTypes: Choice[];
  emirates: Choice[];
};

const labelClass = 'mb-1 block text-sm font-semibold text-navy-900';

function SelectFilter({
  id,
  name,
  label,
  choices,
  value,
}: {
  id: string;
  name: string;
  label: string;
  choices: Choice[];
  value: string;
}) {
  const t = useT();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {/* Keyed by its value, so the box follows the address after Clear or Back instead of keeping its first render. */}
      <select key={value} id={id} name={name} defaultValue={value} className={`${inputClass} w-full`}>
        <option value="">{t('preowned.any')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function NumberFilter({ id, name, label, value }: { id: string; name: string; label: string; value: number | null }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        key={value ?? ''}
        id={id}
        name={name}
        type="number"
        min={0}
        inputMode="numeric"
        dir="ltr"
        defaultValue={value ?? ''}
        className={`${inputClass} w-full`}
      />
    </div>
  );
}

/**
 * The filter panel inside the list's GET form: a sidebar on a desktop, a modal drawer on a phone
 * (focus stays inside, Escape closes it). Without JavaScript the panel shows as a plain block.
 */
export function PreownedFilters({ options, criteria }: { options: PreownedFilterOptions; criteria: PreownedCriteria }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (dialog.current?.open && window.matchMedia('(max-width: 1023px)').matches) dialog.current.close();
  }, [location.search]);
  const years = options.years.map((year) => ({ value: String(year), label: String(year) }));
  return (
    <>
      <button
        type="button"
        className="flex items-center gap-2 rounded-md px-4 py-2 font-semibold text-navy-900 ring-1 ring-slate-300 lg:hidden"
        onClick={() => dialog.current?.showModal()}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {t('preowned.showFilters')}
      </button>
      <dialog
        ref={dialog}
        aria-label={t('preowned.filters')}
        className="m-0 ms-auto h-dvh max-h-none w-[min(22rem,90vw)] max-w-none overflow-y-auto bg-white p-5 backdrop:bg-navy-900/60 lg:static lg:block lg:h-auto lg:w-auto lg:overflow-visible lg:rounded-2xl lg:p-5 lg:shadow-sm lg:ring-1 lg:ring-slate-200"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-bold text-navy-900">{t('preowned.filters')}</h2>
          <button
            type="button"
            className="rounded-md p-2 hover:bg-slate-100 lg:hidden"
            aria-label={t('preowned.closeFilters')}
            onClick={() => dialog.current?.close()}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="space-y-4">
          <SelectFilter
            id="preowned-make"
            name="make"
            label={t('preowned.make')}
            value={criteria.make}
            choices={options.makes.map((make) => ({ value: make, label: make }))}
          />
          <SelectFilter
            id="preowned-model"
            name="model"
            label={t('preowned.model')}
            value={criteria.model}
            choices={options.models.map((model) => ({ value: model, label: model }))}
          />
          <div className="grid grid-cols-2 gap-3">
            <SelectFilter
              id="preowned-year-from"
              name="yearFrom"
              label={t('preowned.yearFrom')}
              value={criteria.yearFrom ? String(criteria.yearFrom) : ''}
              choices={years}
            />
            <SelectFilter
              id="preowned-year-to"
              name="yearTo"
              label={t('preowned.yearTo')}
              value={criteria.yearTo ? String(criteria.yearTo) : ''}
              choices={years}
            />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <NumberFilter
              id="preowned-price-from"
              name="priceFrom"
              label={t('preowned.priceFrom')}
              value={criteria.priceFrom}
            />
            <NumberFilter
              id="preowned-price-to"
              name="priceTo"
              label={t('preowned.priceTo')}
              value={criteria.priceTo}
            />
          </div>
          <SelectFilter
            id="preowned-mileage"
            name="mileage"
            label={t('preowned.mileage')}
            value={criteria.mileageMax ? String(criteria.mileageMax) : ''}
            choices={mileageCeilings.map((km) => ({
              value: String(km),
              label: t('preowned.mileageOption', { km: km.toLocaleString('en-US') }),
            }))}
          />
          <SelectFilter
            id="preowned-type"
            name="type"
            label={t('preowned.bodyType')}
            value={criteria.bodyType}
            choices={options.bodyTypes}
          />
          <SelectFilter
            id="preowned-emirate"
            name="emirate"
            label={t('preowned.emirate')}
            value={criteria.emirate}
            choices={options.emirates}
          />
        </div>
        <button
          type="submit"
          className="mt-6 w-full rounded-md bg-action-600 px-4 py-2.5 font-bold text-white hover:bg-action-700"
        >
          {t('preowned.apply')}
        </button>
      </dialog>
    </>
  );
}
