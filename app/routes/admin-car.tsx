import '~/i18n/staff-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { Link, data } from 'react-router';
import type { Route } from './+types/admin-car';
import { CarForm } from '~/components/cars/car-form';
import { plateText } from '~/components/cars/plate';
import { ChangeHistory } from '~/components/content-admin/change-history';
import { StaffPage, panelClass } from '~/components/content-admin/staff-page';
import { Icon } from '~/components/icons/icon';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocale, useLocalePath, useT } from '~/i18n/use-translation';
import { listChanges } from '~/modules/audit/audit-trail.server';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { carSchema } from '~/modules/cars/car-form';
import { branchChoices, modelChoices } from '~/modules/cars/car-options.server';
import { staffCarMoves } from '~/modules/cars/car-rules';
import { findCar, updateCar } from '~/modules/cars/car-store.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { notFound, readFormData } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { recordId } from '~/utils/record-id';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };

async function carFor(params: { carId: string }) {
  const id = recordId(params.carId);
  const car = id ? await findCar(id) : undefined;
  if (!car) throw notFound();
  return car;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'admin-car');
  const locale = pageLocale(context);
  const car = await carFor(params);
  const [models, branches, history] = await Promise.all([
    modelChoices(car.vehicleModelId),
    branchChoices(),
    listChanges('car', car.id),
  ]);
  const events = history.map((event) => ({ ...event, entity: 'car' }));
  return data(
    {
      car: { id: car.id, plateEmirate: car.plateEmirate, plateCode: car.plateCode, plateNumber: car.plateNumber },
      status: { current: car.status, moves: staffCarMoves(car.status) },
      values: {
        plateEmirate: car.plateEmirate,
        plateCode: car.plateCode,
        plateNumber: String(car.plateNumber),
        vin: car.vin,
        colour: car.colour,
        vehicleModelId: String(car.vehicleModelId),
        homeBranchId: String(car.homeBranchId),
        odometerKm: String(car.odometerKm),
        registrationExpiresOn: car.registrationExpiresOn,
        insuranceExpiresOn: car.insuranceExpiresOn,
        nextServiceOn: car.nextServiceOn ?? '',
        nextServiceKm: car.nextServiceKm === null ? '' : String(car.nextServiceKm),
        notes: car.notes ?? '',
        status: car.status,
      },
      models: models.map((model) => ({ id: model.id, label: `${model.brand} ${model.name}` })),
      branches: branches.map((branch) => ({
        id: branch.id,
        label: `${localized(branch.cityLabel, locale)} – ${localized(branch.nameLabel, locale)}`,
      })),
      history: await readableHistory(events, 'car', locale),
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'admin-car');
  const locale = pageLocale(context);
  const t = translator(locale);
  const car = await carFor(params);
  const form = await readFormData(request);
  const [models, branches] = await Promise.all([modelChoices(car.vehicleModelId), branchChoices()]);
  const schema = carSchema({
    t,
    modelIds: models.map((model) => model.id),
    branchIds: branches.map((branch) => branch.id),
  });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const wanted = submission.value.status;
  if (wanted !== null && wanted !== car.status && !staffCarMoves(car.status).includes(wanted))
    return data(
      { result: submission.reply({ fieldErrors: { status: [t('cars.error.statusMove')] } }) },
      { status: 400 },
    );
  const saved = await updateCar(user.id, car.id, submission.value);
  if (!saved) throw notFound();
  if (!saved.ok) {
    const field = saved.field === 'vin' ? 'vin' : saved.field === 'plate' ? 'plateNumber' : 'status';
    const key =
      saved.field === 'vin'
        ? 'cars.error.duplicateVin'
        : saved.field === 'plate'
          ? 'cars.error.duplicatePlate'
          : 'cars.error.statusMove';
    return data({ result: submission.reply({ fieldErrors: { [field]: [t(key)] } }) }, { status: 400 });
  }
  return redirectWithFlash(localizePath(`/admin/cars/${car.id}`, locale), {
    kind: 'success',
    message: t('cars.saved', { plate: plateText(submission.value, t, locale) }),
  });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  const car = args.loaderData?.car;
  return pageMeta(args, {
    title: t('cars.editTitle', { plate: car ? `${car.plateCode} ${car.plateNumber}` : '' }),
    noIndex: true,
  });
};

/** One car's record: its details and papers, a change of state with its reason, and its history. */
export default function AdminCar({
  loaderData: { car, status, values, models, branches, history },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const locale = useLocale();
  return (
    <StaffPage heading={t('cars.editTitle', { plate: plateText(car, t, locale) })}>
      <p>
        <Link
          to={to('/admin/cars')}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('cars.back')}
        </Link>
      </p>
      <section className={panelClass}>
        <CarForm
          key={JSON.stringify(values)}
          id={`car-${car.id}`}
          models={models}
          branches={branches}
          defaultValue={values}
          lastResult={actionData?.result}
          submitLabel={t('cars.save')}
          status={status}
        />
      </section>
      <ChangeHistory events={history} of="vehicles" headingId="car-history" heading={t('cars.history')} />
    </StaffPage>
  );
}
