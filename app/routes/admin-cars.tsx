import '~/i18n/staff-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { Form, data } from 'react-router';
import type { Route } from './+types/admin-cars';
import { CarForm } from '~/components/cars/car-form';
import { CarsList, DuePanel } from '~/components/cars/cars-list';
import { plateText } from '~/components/cars/plate';
import { StaffPage, panelClass, secondaryButton } from '~/components/content-admin/staff-page';
import { inputClass } from '~/components/forms/field';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { carSchema } from '~/modules/cars/car-form';
import { branchChoices, modelChoices } from '~/modules/cars/car-options.server';
import { type CarStatus, carStatuses } from '~/modules/cars/car-rules';
import { addCar, carsDueSoon, listCars } from '~/modules/cars/car-store.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { readFormData } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { recordId } from '~/utils/record-id';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };
const SEARCH_MAX = 40;

async function choices(locale: 'en' | 'ar') {
  const [models, branches] = await Promise.all([modelChoices(), branchChoices()]);
  return {
    models: models.map((model) => ({ id: model.id, label: `${model.brand} ${model.name}` })),
    branches: branches.map((branch) => ({
      id: branch.id,
      label: `${localized(branch.cityLabel, locale)} – ${localized(branch.nameLabel, locale)}`,
    })),
  };
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-cars');
  const locale = pageLocale(context);
  const asked = url.searchParams.get('status');
  const filters = {
    branchId: recordId(url.searchParams.get('branch') ?? ''),
    vehicleModelId: recordId(url.searchParams.get('model') ?? ''),
    status: (carStatuses as readonly string[]).includes(asked ?? '') ? (asked as CarStatus) : null,
    search: (url.searchParams.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX),
  };
  const [options, cars, due] = await Promise.all([choices(locale), listCars(filters), carsDueSoon()]);
  const row = <T extends (typeof cars)[number]>(car: T) => ({
    id: car.id,
    plateEmirate: car.plateEmirate,
    plateCode: car.plateCode,
    plateNumber: car.plateNumber,
    model: `${car.brand} ${car.modelName}`,
    branch: `${localized(car.cityLabel, locale)} – ${localized(car.branchLabel, locale)}`,
    status: car.status,
    registrationExpiresOn: car.registrationExpiresOn,
    insuranceExpiresOn: car.insuranceExpiresOn,
  });
  return data(
    {
      ...options,
      filters: {
        branch: filters.branchId ? String(filters.branchId) : '',
        model: filters.vehicleModelId ? String(filters.vehicleModelId) : '',
        status: filters.status ?? '',
        q: filters.search,
      },
      cars: cars.map(row),
      due: due.map((car) => ({
        ...row(car),
        due: car.due,
        nextServiceOn: car.nextServiceOn,
        nextServiceKm: car.nextServiceKm,
        odometerKm: car.odometerKm,
      })),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-cars');
  const locale = pageLocale(context);
  const t = translator(locale);
  const form = await readFormData(request);
  const [models, branches] = await Promise.all([modelChoices(), branchChoices()]);
  const schema = carSchema({
    t,
    modelIds: models.map((model) => model.id),
    branchIds: branches.map((branch) => branch.id),
  });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  // A new car starts available: its state moves later, through the edit form or a hand-over.
  const { status: _status, statusReason: _reason, ...details } = submission.value;
  const saved = await addCar(user.id, details);
  if (!saved.ok) {
    const field = saved.field === 'vin' ? 'vin' : 'plateNumber';
    const message = t(saved.field === 'vin' ? 'cars.error.duplicateVin' : 'cars.error.duplicatePlate');
    return data({ result: submission.reply({ fieldErrors: { [field]: [message] } }) }, { status: 400 });
  }
  return redirectWithFlash(localizePath('/admin/cars', locale), {
    kind: 'success',
    message: t('cars.added', { plate: plateText(details, t, locale) }),
  });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: translator(localeFromPath(args.location.pathname))('cars.title'), noIndex: true });

/** The fleet by plate: filters, the list, what falls due in the next 30 days, and a form to add a car. */
export default function AdminCars({
  loaderData: { models, branches, filters, cars, due },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const filterField = (id: string, label: string, control: React.ReactNode) => (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      {control}
    </div>
  );
  return (
    <StaffPage heading={t('cars.title')} intro={t('cars.intro')}>
      <DuePanel cars={due} />
      <section aria-labelledby="cars-list-heading" className={`${panelClass} space-y-4`}>
        <h2 id="cars-list-heading" className="text-xl font-bold text-navy-900">
          {t('cars.title')}
        </h2>
        <Form key={JSON.stringify(filters)} method="get" role="search" className="flex flex-wrap items-end gap-2">
          {filterField(
            'cars-branch',
            t('cars.filter.branch'),
            <select id="cars-branch" name="branch" defaultValue={filters.branch} className={inputClass}>
              <option value="">{t('cars.filter.all')}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.label}
                </option>
              ))}
            </select>,
          )}
          {filterField(
            'cars-model',
            t('cars.filter.model'),
            <select id="cars-model" name="model" defaultValue={filters.model} className={inputClass}>
              <option value="">{t('cars.filter.all')}</option>
              {models.map((model) => (
                <option key={model.id} value={model.id}>
                  {model.label}
                </option>
              ))}
            </select>,
          )}
          {filterField(
            'cars-status',
            t('cars.filter.status'),
            <select id="cars-status" name="status" defaultValue={filters.status} className={inputClass}>
              <option value="">{t('cars.filter.all')}</option>
              {carStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`cars.status.${status}`)}
                </option>
              ))}
            </select>,
          )}
          {filterField(
            'cars-search',
            t('cars.filter.search'),
            <input
              id="cars-search"
              type="search"
              name="q"
              dir="ltr"
              defaultValue={filters.q}
              maxLength={SEARCH_MAX}
              className={inputClass}
            />,
          )}
          <button type="submit" className={secondaryButton}>
            {t('cars.filter.apply')}
          </button>
        </Form>
        <p className="font-semibold text-slate-700" role="status">
          {t('cars.count', { n: cars.length })}
        </p>
        {cars.length === 0 ? <p className="text-slate-700">{t('cars.none')}</p> : <CarsList cars={cars} />}
      </section>
      <section aria-labelledby="car-add-heading" className={panelClass}>
        <h2 id="car-add-heading" className="mb-3 text-xl font-bold text-navy-900">
          {t('cars.add.heading')}
        </h2>
        <CarForm
          id="car-add"
          models={models}
          branches={branches}
          defaultValue={{ plateEmirate: 'Dubai', odometerKm: '0' }}
          lastResult={actionData?.result}
          submitLabel={t('cars.add.save')}
        />
      </section>
    </StaffPage>
  );
}
