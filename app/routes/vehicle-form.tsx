import '~/i18n/staff-messages';
import { parseWithZod } from '@conform-to/zod/v4';
import { Icon } from '~/components/icons/icon';
import { Link, data } from 'react-router';
import type { Route } from './+types/vehicle-form';
import { StaffPage } from '~/components/content-admin/staff-page';
import { VehicleDetailsForm } from '~/components/vehicles-admin/vehicle-details-form';
import { ChangeHistory } from '~/components/content-admin/change-history';
import { VehicleImagesPanel } from '~/components/vehicles-admin/vehicle-images-panel';
import { VehicleStatusPanel } from '~/components/vehicles-admin/vehicle-status-panel';
import { localeFromPath, localizePath } from '~/i18n/locale';
import { localized, translator } from '~/i18n/translate';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { requireStaffScreen } from '~/modules/auth/guards.server';
import { redirectWithFlash } from '~/modules/site/cookies.server';
import {
  createVehicle,
  findVehicleForStaff,
  listVehicleTypeChoices,
  setVehicleActive,
  updateVehicle,
} from '~/modules/vehicles/vehicle-admin.server';
import { MAX_IMAGES_PER_SAVE, MAX_VEHICLE_IMAGE_BYTES, vehicleSchema } from '~/modules/vehicles/vehicle-form';
import { vehicleHistory } from '~/modules/vehicles/vehicle-history.server';
import {
  deleteVehicleImage,
  imageRefusalMessage,
  listVehicleImages,
  moveVehicleImage,
  prepareVehicleImages,
} from '~/modules/vehicles/vehicle-images.server';
import { notFound, readFormData } from '~/utils/http.server';
import { mediaUrl } from '~/utils/media';
import { pageMeta } from '~/utils/meta';
import { readableHistory } from '~/modules/audit/readable-history.server';
import { pageLocale } from '~/utils/request-page';
import { recordId } from '~/utils/record-id';

const privateHeaders = { 'Cache-Control': 'private, no-store' };
/** The largest body a save may send: every image at the limit, plus the text fields. */
const MAX_BODY_BYTES = MAX_IMAGES_PER_SAVE * MAX_VEHICLE_IMAGE_BYTES + 512 * 1024;

async function vehicleFor(params: { vehicleId?: string }) {
  if (params.vehicleId === undefined) return null;
  const id = recordId(params.vehicleId);
  const vehicle = id ? await findVehicleForStaff(id) : undefined;
  if (!vehicle) throw notFound();
  return vehicle;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaffScreen(request, 'rent-a-car-form');
  const locale = pageLocale(context);
  const vehicle = await vehicleFor(params);
  const types = (await listVehicleTypeChoices()).map((type) => ({ id: type.id, label: localized(type.label, locale) }));
  const images = vehicle ? await listVehicleImages(vehicle.id) : [];
  return data(
    {
      vehicle: vehicle && {
        id: vehicle.id,
        name: `${vehicle.brand} ${vehicle.name}`,
        active: vehicle.active,
        legacyImage: mediaUrl(vehicle.imageFileId),
        values: {
          vehicleTypeId: String(vehicle.vehicleTypeId),
          referenceNo: vehicle.referenceNo,
          brand: vehicle.brand,
          name: vehicle.name,
          bodyStyle: vehicle.bodyStyle,
          transmission: vehicle.transmission,
          airConditioned: vehicle.airConditioned ? 'yes' : 'no',
          popular: vehicle.popular ? 'yes' : 'no',
          seats: String(vehicle.seats),
          passengers: String(vehicle.passengers),
          luggage: String(vehicle.luggage),
          doors: String(vehicle.doors),
          descriptionEn: vehicle.description.en,
          descriptionAr: vehicle.description.ar ?? '',
        },
      },
      images: images.map((image) => ({ id: image.id, src: `/media/${image.fileId}?size=card` })),
      history: vehicle ? await readableHistory(await vehicleHistory(vehicle.id), 'vehicle', locale) : [],
      types,
    },
    { headers: privateHeaders },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireStaffScreen(request, 'rent-a-car-form');
  const locale = pageLocale(context);
  const t = translator(locale);
  const vehicle = await vehicleFor(params);
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
    return data(
      { result: { status: 'error' as const, error: { images: [t('vehicles.image.size', { name: '' }).trim()] } } },
      { status: 413 },
    );
  }
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? 'save');
  const back = (id: number) => localizePath(`/rent-a-car-form/${id}`, locale);

  if (vehicle && intent !== 'save') {
    const fail = () => redirectWithFlash(back(vehicle.id), { kind: 'error', message: t('vehicles.failed') });
    if (intent === 'retire' || intent === 'restore') {
      const changed = await setVehicleActive(user.id, vehicle.id, intent === 'restore');
      return changed
        ? redirectWithFlash(back(vehicle.id), {
            kind: 'success',
            message: t(intent === 'retire' ? 'vehicles.removed' : 'vehicles.restored'),
          })
        : fail();
    }
    const imageId = recordId(form.get('id')) ?? 0;
    if (!Number.isSafeInteger(imageId)) return fail();
    if (intent === 'delete-image') {
      const outcome = await deleteVehicleImage(user.id, vehicle.id, imageId);
      if (outcome === 'last_image')
        return redirectWithFlash(back(vehicle.id), { kind: 'error', message: t('vehicles.lastImage') });
      return outcome === 'done'
        ? redirectWithFlash(back(vehicle.id), { kind: 'success', message: t('vehicles.fileDeleted') })
        : fail();
    }
    if (intent === 'move-image-up' || intent === 'move-image-down') {
      const outcome = await moveVehicleImage(user.id, vehicle.id, imageId, intent === 'move-image-up' ? 'up' : 'down');
      return outcome === 'done'
        ? redirectWithFlash(back(vehicle.id), { kind: 'success', message: t('vehicles.imageMoved') })
        : fail();
    }
    return fail();
  }

  const types = await listVehicleTypeChoices();
  const submission = parseWithZod(form, {
    schema: vehicleSchema({ t, vehicleTypeIds: types.map((type) => String(type.id)), imagesRequired: !vehicle }),
  });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const { images: files, ...input } = submission.value;
  const prepared = await prepareVehicleImages(files);
  if (!prepared.ok)
    return data(
      { result: submission.reply({ fieldErrors: { images: [imageRefusalMessage(t, prepared.refusal)] } }) },
      { status: 400 },
    );

  const outcome = vehicle
    ? await updateVehicle(user.id, vehicle.id, input, prepared.images)
    : await createVehicle(user.id, input, prepared.images);
  if (!outcome.ok) {
    if (outcome.reason === 'not_found') throw notFound();
    return data(
      { result: submission.reply({ fieldErrors: { referenceNo: [t('vehicles.referenceTaken')] } }) },
      { status: 400 },
    );
  }
  if (!vehicle) {
    // A new vehicle is offered once it has rates and cars: the next screen sets them.
    return redirectWithFlash(localizePath(`/admin/vehicles/${outcome.id}/rates`, locale), {
      kind: 'success',
      message: t('vehicles.registered'),
    });
  }
  const message =
    prepared.images.length > 0
      ? t('vehicles.uploaded', { name: prepared.images.map((image) => image.name).join(', ') })
      : t('vehicles.updated');
  return redirectWithFlash(back(vehicle.id), { kind: 'success', message });
}

export const headers: Route.HeadersFunction = () => privateHeaders;

export const meta: Route.MetaFunction = (args) => {
  const t = translator(localeFromPath(args.location.pathname));
  const vehicle = args.loaderData?.vehicle;
  return pageMeta(args, {
    title: vehicle ? t('vehicles.form.editTitle', { name: vehicle.name }) : t('vehicles.form.newTitle'),
    noIndex: true,
  });
};

/** Adds a vehicle, or edits one: its details and description, its images, and whether it is offered. */
export default function VehicleForm({
  loaderData: { vehicle, images, history, types },
  actionData,
}: Route.ComponentProps) {
  const t = useT();
  const to = useLocalePath();
  const selfPath = vehicle ? to(`/rent-a-car-form/${vehicle.id}`) : to('/rent-a-car-form');
  return (
    <StaffPage heading={vehicle ? t('vehicles.form.editTitle', { name: vehicle.name }) : t('vehicles.form.newTitle')}>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link
          to={to('/admin/vehicles')}
          className="inline-flex items-center gap-1 font-semibold text-navy-800 underline underline-offset-2"
        >
          <Icon name="arrow-left" className="flip-rtl h-4 w-4" />
          {t('vehicles.back')}
        </Link>
        {vehicle ? (
          <Link
            to={to(`/admin/vehicles/${vehicle.id}/rates`)}
            className="font-semibold text-navy-800 underline underline-offset-2"
          >
            {t('vehicles.ratesLink')}
          </Link>
        ) : null}
      </p>
      <VehicleDetailsForm
        key={vehicle?.id ?? 'new'}
        vehicleId={vehicle?.id ?? null}
        types={types}
        defaultValue={vehicle?.values ?? { transmission: 'Automatic', airConditioned: 'yes', popular: 'no' }}
        lastResult={actionData?.result}
      />
      {vehicle ? (
        <>
          <VehicleImagesPanel images={images} legacyImage={vehicle.legacyImage} selfPath={selfPath} />
          <VehicleStatusPanel id={vehicle.id} name={vehicle.name} active={vehicle.active} selfPath={selfPath} />
          <ChangeHistory events={history} of="vehicles" />
        </>
      ) : null}
    </StaffPage>
  );
}
