import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { db } from '~/db/client.server';
import { emirates, preownedCarImages, preownedCars, storedFiles, vehicleTypes } from '~/db/schema';
import type { Locale } from '~/i18n/locale';
import { localized } from '~/i18n/translate';
import { mediaUrl } from '~/utils/media';
import { listedStates, publicStates } from './preowned-states';

/** The first photograph of each car, by position: the picture of its card. */
const coverFileId = sql<
  number | null
>`(select ${preownedCarImages.fileId} from ${preownedCarImages} where ${preownedCarImages.preownedCarId} = ${preownedCars.id} order by ${preownedCarImages.position}, ${preownedCarImages.id} limit 1)`;

const carColumns = {
  id: preownedCars.id,
  make: preownedCars.make,
  model: preownedCars.model,
  modelYear: preownedCars.modelYear,
  mileageKm: preownedCars.mileageKm,
  priceFils: preownedCars.priceFils,
  bodyType: vehicleTypes.name,
  bodyTypeLabel: vehicleTypes.label,
  emirate: preownedCars.emirate,
  emirateLabel: emirates.label,
  gccSpec: preownedCars.gccSpec,
  transmission: preownedCars.transmission,
  fuel: preownedCars.fuel,
  state: preownedCars.state,
  listedAt: preownedCars.createdAt,
};

function selectCars() {
  return db()
    .select({ ...carColumns, coverFileId })
    .from(preownedCars)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, preownedCars.vehicleTypeId))
    .leftJoin(emirates, eq(emirates.name, preownedCars.emirate));
}

type CarRow = Awaited<ReturnType<ReturnType<typeof selectCars>['execute']>>[number];

/** A car as a card shows it, in the page's language. */
function card(row: CarRow, locale: Locale) {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    modelYear: row.modelYear,
    mileageKm: row.mileageKm,
    priceFils: row.priceFils,
    bodyType: row.bodyType,
    bodyTypeLabel: localized(row.bodyTypeLabel, locale),
    emirate: row.emirate,
    emirateLabel: row.emirateLabel ? localized(row.emirateLabel, locale) : row.emirate,
    gccSpec: row.gccSpec,
    transmission: row.transmission,
    fuel: row.fuel,
    state: row.state,
    listedAt: row.listedAt,
    image: row.coverFileId ? `/media/${row.coverFileId}?size=card` : null,
  };
}

export type PreownedCard = ReturnType<typeof card>;

/** Every car on sale (available or reserved); the page filters, sorts and pages them (a few dozen at most). */
export async function listCarsOnSale(locale: Locale): Promise<PreownedCard[]> {
  const rows = await selectCars().where(inArray(preownedCars.state, listedStates));
  return rows.map((row) => card(row, locale));
}

/** The body types and emirates to offer as filters, in their usual order, in the page's language. */
export async function listPreownedFilterChoices(locale: Locale) {
  const [types, places] = await Promise.all([
    db()
      .select({ name: vehicleTypes.name, label: vehicleTypes.label })
      .from(vehicleTypes)
      .orderBy(asc(vehicleTypes.sortOrder)),
    db().select({ name: emirates.name, label: emirates.label }).from(emirates).orderBy(asc(emirates.sortOrder)),
  ]);
  return {
    bodyTypes: types.map((type) => ({ value: type.name, label: localized(type.label, locale) })),
    emirates: places.map((place) => ({ value: place.name, label: localized(place.label, locale) })),
  };
}

/** One car's page: on sale or sold (a retired car, or an id that names none, is not found). */
export async function findCarForSale(id: number, locale: Locale) {
  const [row] = await selectCars()
    .where(and(eq(preownedCars.id, id), inArray(preownedCars.state, publicStates)))
    .limit(1);
  if (!row) return null;
  const [details, images] = await Promise.all([
    db()
      .select({
        colour: preownedCars.colour,
        serviceHistory: preownedCars.serviceHistory,
        warranty: preownedCars.warranty,
      })
      .from(preownedCars)
      .where(eq(preownedCars.id, id)),
    db()
      .select({ fileId: preownedCarImages.fileId, width: storedFiles.width, height: storedFiles.height })
      .from(preownedCarImages)
      .innerJoin(storedFiles, eq(storedFiles.id, preownedCarImages.fileId))
      .where(eq(preownedCarImages.preownedCarId, id))
      .orderBy(asc(preownedCarImages.position), asc(preownedCarImages.id)),
  ]);
  const name = `${row.modelYear} ${row.make} ${row.model}`;
  return {
    ...card(row, locale),
    name,
    colour: localized(details[0].colour, locale),
    serviceHistory: localized(details[0].serviceHistory, locale),
    warranty: localized(details[0].warranty, locale),
    images: images.map((image, index) => ({
      src: mediaUrl(image.fileId)!,
      alt: `${name} (${index + 1})`,
      width: image.width ?? 1366,
      height: image.height ?? 644,
    })),
  };
}

/** The cars whose pages search engines may list: on sale or sold. */
export async function listCarPagesForSitemap(): Promise<number[]> {
  const rows = await db()
    .select({ id: preownedCars.id })
    .from(preownedCars)
    .where(inArray(preownedCars.state, publicStates))
    .orderBy(asc(preownedCars.id));
  return rows.map((row) => row.id);
}
