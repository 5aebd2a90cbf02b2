import { FilterDrawer } from '~/components/frame/filter-drawer';
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

/** The fleet guide's filters: vehicle types, brands and models, in the list's filter drawer. */
export function FleetFilters({ options }: { options: FleetFilterOptions }) {
  const t = useT();
  return (
    <FilterDrawer
      id="fleet-filters"
      title={t('fleet.filters')}
      showLabel={t('fleet.showFilters')}
      closeLabel={t('fleet.closeFilters')}
      applyLabel={t('fleet.apply')}
    >
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
    </FilterDrawer>
  );
}
