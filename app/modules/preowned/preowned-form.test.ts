import { describe, expect, test } from 'vitest';
import '~/i18n/staff-messages';
import '~/i18n/preowned-messages';
import { translator } from '~/i18n/translate';
import { MAX_VEHICLE_IMAGE_BYTES } from '~/modules/vehicles/vehicle-form';
import { preownedCarSchema } from './preowned-form';

const t = translator('en');
const png = (name = 'front.png', size = 1000, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const valid = {
  vehicleModelId: '10',
  make: '',
  model: '',
  modelYear: '2022',
  mileageKm: '58,400',
  price: '62,500',
  vehicleTypeId: '4',
  gccSpec: 'yes',
  transmission: 'Automatic',
  fuel: 'hybrid',
  colourEn: 'Grey',
  colourAr: 'رمادي',
  emirate: 'Dubai',
  serviceHistoryEn: 'Serviced every 10,000 km at our workshop.',
  serviceHistoryAr: '',
  warrantyEn: 'Six months on the engine and gearbox.',
  warrantyAr: '',
  images: [png()],
};
const context = {
  t,
  rentalModels: { '10': { brand: 'Toyota', name: 'Camry' } },
  vehicleTypeIds: ['4', '7'],
  emirates: ['Dubai', 'Sharjah'],
  currentYear: 2026,
};
const parse = (change: Record<string, unknown>, imagesRequired = true) =>
  preownedCarSchema({ ...context, imagesRequired }).safeParse({ ...valid, ...change });
const errorsOf = (change: Record<string, unknown>, imagesRequired = true) => {
  const result = parse(change, imagesRequired);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the car for sale form', () => {
  test('a complete car takes make and model from its rental model, the price in fils and the mileage without separators', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    const { images, ...car } = result.data!;
    expect(images).toHaveLength(1);
    expect(car).toEqual({
      vehicleModelId: 10,
      make: 'Toyota',
      model: 'Camry',
      modelYear: 2022,
      mileageKm: 58_400,
      priceFils: 6_250_000,
      vehicleTypeId: 4,
      gccSpec: true,
      transmission: 'Automatic',
      fuel: 'hybrid',
      colour: { en: 'Grey', ar: 'رمادي' },
      emirate: 'Dubai',
      serviceHistory: { en: 'Serviced every 10,000 km at our workshop.' },
      warranty: { en: 'Six months on the engine and gearbox.' },
    });
  });

  test('typed make and model win over the rental model, and a car need not come from one', () => {
    expect(parse({ make: 'Toyota', model: 'Camry Hybrid' }).data).toMatchObject({
      make: 'Toyota',
      model: 'Camry Hybrid',
    });
    expect(parse({ vehicleModelId: '', make: 'Honda', model: 'Accord' }).data).toMatchObject({
      vehicleModelId: null,
      make: 'Honda',
      model: 'Accord',
    });
  });

  test.each([
    [{ vehicleModelId: '' }, { make: 'Please fill in this field', model: 'Please fill in this field' }],
    [
      { vehicleModelId: '99' },
      {
        vehicleModelId: 'Please choose one of the options',
        make: 'Please fill in this field',
        model: 'Please fill in this field',
      },
    ],
    [{ modelYear: '1989' }, { modelYear: 'A year from 1990 to 2027' }],
    [{ modelYear: '2028' }, { modelYear: 'A year from 1990 to 2027' }],
    [{ mileageKm: '12.5' }, { mileageKm: 'The kilometres as a whole number, up to 2,000,000' }],
    [{ mileageKm: '2000001' }, { mileageKm: 'The kilometres as a whole number, up to 2,000,000' }],
    [{ price: 'free' }, { price: 'An amount in AED, such as 45000 or 45,000.00' }],
    [{ price: '0' }, { price: 'An amount in AED, such as 45000 or 45,000.00' }],
    [{ vehicleTypeId: '3' }, { vehicleTypeId: 'Please choose one of the options' }],
    [{ emirate: 'Muscat' }, { emirate: 'Please choose one of the options' }],
    [{ fuel: 'steam' }, { fuel: 'Please choose one of the options' }],
    [{ gccSpec: 'maybe' }, { gccSpec: 'Please choose one of the options' }],
    [
      { colourEn: '', serviceHistoryEn: '', warrantyEn: '' },
      {
        colourEn: 'Please fill in this field',
        serviceHistoryEn: 'Please fill in this field',
        warrantyEn: 'Please fill in this field',
      },
    ],
    [{ warrantyEn: 'x'.repeat(501) }, { warrantyEn: 'At most 500 characters' }],
    [{ images: [] }, { images: 'Please upload at least one image.' }],
    [{ images: [png('spec.pdf', 1000, 'application/pdf')] }, { images: 'spec.pdf is not a png or jpg file' }],
    [{ images: [png('big.png', MAX_VEHICLE_IMAGE_BYTES + 1)] }, { images: 'big.png is larger than 2 MB.' }],
  ])('given %o, should say %o', (change, expected) => {
    expect(errorsOf(change)).toEqual(expected);
  });

  test('an edit may add no photograph', () => {
    expect(parse({ images: [] }, false).success).toBe(true);
  });
});
