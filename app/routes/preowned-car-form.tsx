import '~/i18n/staff-messages';
import '~/i18n/preowned-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/preowned-car-form';
import { StaffPage } from '~/components/content-admin/staff-page';
import { PreownedDetailsForm } from '~/components/preowned-admin/preowned-details-form';
import { ChangeHistory } from '~/components/content-admin/change-history';
import { PreownedImagesPanel } from '~/components/preowned-admin/preowned-images-panel';
import { PreownedStatePanel } from '~/components/preowned-admin/preowned-state-panel';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import {
  createPreownedCar,
  findCarForStaff,
  listPreownedFormChoices,
  preownedCarHistory,
  setPreownedCarState,
  updatePreownedCar,
} from '~/modules/preowned/preowned-admin.server';
import { preownedCarSchema } from '~/modules/preowned/preowned-form';
import { deleteCarImage, listCarImages } from '~/modules/preowned/preowned-images.server';
import { isPreownedCarState } from '~/modules/preowned/preowned-states';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import { filsToAedText } from '~/modules/vehicles/aed-amount';
import { MAX_IMAGES_PER_SAVE, MAX_VEHICLE_IMAGE_BYTES } from '~/modules/vehicles/vehicle-form';
import { imageRefusalMessage, prepareVehicleImages } from '~/modules/vehicles/vehicle-images.server';
import { dubaiYear } from '~/utils/dubai-time';
import { notFound, readFormData } from '~/utils/http.server';
import { pageMeta } from '~/utils/meta';
import { recordId } from '~/utils/record-id';
import { pageLocale } from '~/utils/request-page';

const privateHeaders = { 'Cache-Control': 'private, no-store' };
/** The largest body a save may send: every photograph at the limit, plus the text fields. */
const MAX_BODY_BYTES = MAX_IMAGES_PER_SAVE * MAX_VEHICLE_IMAGE_BYTES + 512 * 1024;

async function carFor(params: { carId?: string }) {
  if (params.carId === undefined) return null;
  const id = recordId(params.carId);
  const car = id ? await findCarForStaff(id) : undefined;
  if (!car) throw notFound();
  return car;
}

async function formChoices(locale: 'en' | 'ar') {
  const choices = await listPreownedFormChoices();
  return {
    rentalModels: choices.models.map((model) => ({ id: model.id, brand: model.brand, name: model.name })),
    types: choices.types.map((type) => ({ value: String(type.id), label: localized(type.label, locale) })),
    emirates: choices.emirates.map((emirate) => ({ value: emirate.name, label: localized(emirate.label, locale) })),
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'preowned-car-form');
  const locale = pageLocale(context);
  const car = await carFor(params);
  const images = car ? await listCarImages(car.id) : [];
  return data(
    {
      car: car && {
        id: car.id,
        name: `${car.modelYear} ${car.make} ${car.model}`,
        state: car.state,
        values: {
          vehicleModelId: car.vehicleModelId ? String(car.vehicleModelId) : '',
          make: car.make,
          model: car.model,
          modelYear: String(car.modelYear),
          mileageKm: String(car.mileageKm),
          price: filsToAedText(car.priceFils),
          vehicleTypeId: String(car.vehicleTypeId),
          gccSpec: car.gccSpec ? 'yes' : 'no',
          transmission: car.transmission,
          fuel: car.fuel,
          colourEn: car.colour.en,
          colourAr: car.colour.ar ?? '',
          emirate: car.emirate,
          serviceHistoryEn: car.serviceHistory.en,
          serviceHistoryAr: car.serviceHistory.ar ?? '',
          warrantyEn: car.warranty.en,
          warrantyAr: car.warranty.ar ?? '',
        },
      },
      images: images.map((image) => ({ id: image.id, src: `/media/${image.fileId}?size=card` })),
      history: car ? await readableHistory(await preownedCarHistory(car.id), 'preowned_car', locale) : [],
      currentYear: dubaiYear(),
      ...(await formChoices(locale)),
    },
    { headers: privateHeaders },
  );
}

/** Saves the car (adding photographs), changes its state, or removes a photograph; every change lands in the audit trail. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'preowned-car-form');
  const locale = pageLocale(context);
  const t = translator(locale);
  const car = await carFor(params);
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
    return data(
      { result: { status: 'error' as const, error: { images: [t('vehicles.image.size', { name: '' }).trim()] } } },
      { status: 413 },
    );
  }
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? 'save');
  const back = (id: number) => localizePath(`/preowned-car-form/${id}`, locale);

  if (car && intent !== 'save') {
    const fail = () => redirectWithFlash(back(car.id), { kind: 'error', message: t('preowned.admin.failed') });
    const state = intent.startsWith('state:') ? intent.slice('state:'.length) : null;
    if (isPreownedCarState(state)) {
      const changed = await setPreownedCarState(user.id, car.id, state);
      return changed
        ? redirectWithFlash(back(car.id), {
            kind: 'success',
            message: t('preowned.admin.stateChanged', { state: t(`preowned.state.${state}`) }),
          })
        : fail();
    }
    if (intent === 'delete-image') {
      const imageId = recordId(form.get('id'));
      const outcome = imageId ? await deleteCarImage(user.id, car.id, imageId) : 'not_found';
      if (outcome === 'last_image')
        return redirectWithFlash(back(car.id), { kind: 'error', message: t('preowned.admin.lastImage') });
      return outcome === 'done'
        ? redirectWithFlash(back(car.id), { kind: 'success', message: t('preowned.admin.imageRemoved') })
        : fail();
    }
    return fail();
  }

  const choices = await formChoices(locale);
  const schema = preownedCarSchema({
    t,
    rentalModels: Object.fromEntries(
      choices.rentalModels.map((model) => [String(model.id), { brand: model.brand, name: model.name }]),
    ),
    vehicleTypeIds: choices.types.map((type) => type.value),
    emirates: choices.emirates.map((emirate) => emirate.value),
    currentYear: dubaiYear(),
    imagesRequired: !car,
  });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { images: files, ...input } = submission.value;
  const prepared = await prepareVehicleImages(files);
  if (!prepared.ok)
    return data(
      { result: submission.reply({ fieldErrors: { images: [imageRefusalMessage(t, prepared.refusal)] } }) },
      { status: 400 },
    );

  if (!car) {
    const id = await createPreownedCar(user.id, input, prepared.images);
    return redirectWithFlash(back(id), { kind: 'success', message: t('preowned.admin.created') });
  }
  if (!(await updatePreownedCar(user.id, car.id, input, prepared.images))) throw notFound();
  const message =
    prepared.images.length > 0
      ? t('preowned.admin.uploaded', { name: prepared.images.map((image) => image.name).join(', ') })
      : t('preowned.admin.updated');
  return redirectWithFlash(back(car.id), { kind: 'success', message });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  const car = args.loaderData?.car;
  return pageMeta(args, {
    title: car ? t('preowned.admin.editTitle', { name: car.name }) : t('preowned.admin.newTitle'),
    noIndex: true,
  });
};

/** Adds a car for sale, or edits one: its details and photographs, its state, and its history. */
export default function PreownedCarForm({
  loaderData: { car, images, history, currentYear, rentalModels, types, emirates },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  return (
    <StaffPage heading={car ? t('preowned.admin.editTitle', { name: car.name }) : t('preowned.admin.newTitle')}>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link
          to={to('/admin/preowned-cars')}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('preowned.admin.back')}
        </Link>
        {car && car.state !== 'retired' ? (
          <Link
            to={to(`/preowned-cars/${car.id}`)}
            className="font-semibold text-navy-800 underline underline-offset-2"
          >
            {t('preowned.admin.viewPage')}
          </Link>
        ) : null}
      </p>
      <PreownedDetailsForm
        key={car?.id ?? 'new'}
        carId={car?.id ?? null}
        rentalModels={rentalModels}
        types={types}
        emirates={emirates}
        currentYear={currentYear}
        defaultValue={car?.values ?? { gccSpec: 'yes', transmission: 'Automatic', fuel: 'petrol' }}
        lastResult={actionData?.result}
      />
      {car ? (
        <>
          <PreownedStatePanel state={car.state} />
          <PreownedImagesPanel images={images} />
          <ChangeHistory events={history} of="preowned" />
        </>
      ) : null}
    </StaffPage>
  );
}
