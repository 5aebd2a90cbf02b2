import { FilterDrawer } from '~/components/frame/filter-drawer';
import { inputClass } from '~/components/forms/field';
import { useT } from '~/i18n/use-translation';
import { type PreownedCriteria, mileageCeilings } from '~/modules/preowned/preowned-filter';
import { formatKm } from '~/utils/money';

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

/** The used-car list's filters: make, model, years, price, mileage, body and emirate, in the list's filter drawer. */
export function PreownedFilters({ options, criteria }: { options: PreownedFilterOptions; criteria: PreownedCriteria }) {
  const t = useT();
  const years = options.years.map((year) => ({ value: String(year), label: String(year) }));
  return (
    <FilterDrawer
      id="preowned-filters"
      title={t('preowned.filters')}
      showLabel={t('preowned.showFilters')}
      closeLabel={t('preowned.closeFilters')}
      applyLabel={t('preowned.apply')}
    >
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
        <NumberFilter id="preowned-price-to" name="priceTo" label={t('preowned.priceTo')} value={criteria.priceTo} />
      </div>
      <SelectFilter
        id="preowned-mileage"
        name="mileage"
        label={t('preowned.mileage')}
        value={criteria.mileageMax ? String(criteria.mileageMax) : ''}
        choices={mileageCeilings.map((km) => ({
          value: String(km),
          label: t('preowned.mileageOption', { km: formatKm(km) }),
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
    </FilterDrawer>
  );
}
