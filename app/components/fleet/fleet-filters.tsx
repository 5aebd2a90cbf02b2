import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '~/i18n/use-translation';

export type FleetFilterOptions = {
  brands: string[];
  models: string[];
  types: Array<{ name: string; label: string }>;
  chosen: { brands: string[]; models: string[]; types: string[] };
};

function CheckboxGroup({
  legend,
  name,
  options,
  chosen,
}: {
  legend: string;
  name: string;
  options: Array<{ value: string; label: string }>;
  chosen: string[];
}) {
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="mb-2 font-bold text-navy-900">{legend}</legend>
      <ul className="max-h-64 space-y-1 overflow-y-auto">
        {options.map((option) => {
          const id = `${name}-${option.value.replace(/\W+/g, '-')}`;
          return (
            <li key={option.value} className="flex items-center gap-2">
              {/* Keyed by its state, so a box follows the address after Clear or Back instead of keeping its first render. */}
              <input
                key={`${option.value}:${chosen.includes(option.value)}`}
                id={id}
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                className="h-4 w-4 accent-navy-900"
              />
              <label htmlFor={id} className="text-sm text-slate-800">
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * The filter panel. It is one <dialog> inside the fleet form: on a desktop it is always shown as a
 * sidebar, on a phone it opens as a modal drawer (focus stays inside, Escape closes it).
 */
export function FleetFilters({ options }: { options: FleetFilterOptions }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (dialog.current?.open && window.matchMedia('(max-width: 1023px)').matches) dialog.current.close();
  }, [location.search]);
  return (
    <>
      <button
        type="button"
        className="flex items-center gap-2 rounded-md px-4 py-2 font-semibold text-navy-900 ring-1 ring-slate-300 lg:hidden"
        onClick={() => dialog.current?.showModal()}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {t('fleet.showFilters')}
      </button>
      <dialog
        ref={dialog}
        aria-label={t('fleet.filters')}
        className="m-0 ms-auto h-dvh max-h-none w-[min(22rem,90vw)] max-w-none overflow-y-auto bg-white p-5 backdrop:bg-navy-900/60 lg:static lg:block lg:h-auto lg:w-auto lg:overflow-visible lg:rounded-2xl lg:p-5 lg:shadow-sm lg:ring-1 lg:ring-slate-200"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-lg font-bold text-navy-900">{t('fleet.filters')}</h2>
          <button
            type="button"
            className="rounded-md p-2 hover:bg-slate-100 lg:hidden"
            aria-label={t('fleet.closeFilters')}
            onClick={() => dialog.current?.close()}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="space-y-4">
          <CheckboxGroup
            legend={t('fleet.vehicleType')}
            name="type"
            options={options.types.map((type) => ({ value: type.name, label: type.label }))}
            chosen={options.chosen.types}
          />
          <CheckboxGroup
            legend={t('fleet.brands')}
            name="brand"
            options={options.brands.map((brand) => ({ value: brand, label: brand }))}
            chosen={options.chosen.brands}
          />
          <CheckboxGroup
            legend={t('fleet.models')}
            name="model"
            options={options.models.map((model) => ({ value: model, label: model }))}
            chosen={options.chosen.models}
          />
        </div>
        <button
          type="submit"
          className="mt-6 w-full rounded-md bg-action-600 px-4 py-2.5 font-bold text-white hover:bg-action-700"
        >
          {t('fleet.apply')}
        </button>
      </dialog>
    </>
  );
}
