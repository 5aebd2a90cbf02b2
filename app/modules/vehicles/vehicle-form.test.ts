import { describe, expect, test } from 'vitest';
import { translator } from '~/i18n/translate';
import '~/i18n/staff-messages';
import { MAX_VEHICLE_IMAGE_BYTES, vehicleSchema } from './vehicle-form';

const t = translator('en');
const png = (name = 'front.png', size = 1000, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
const valid = {
  vehicleTypeId: '2',
  referenceNo: 'rac-0100',
  brand: 'Nissan',
  name: 'Altima',
  bodyStyle: 'sedan',
  transmission: 'Automatic',
  airConditioned: 'yes',
  popular: 'no',
  seats: '5',
  passengers: '5',
  luggage: '2',
  doors: '4',
  descriptionEn: 'A roomy saloon.',
  descriptionAr: '',
  images: [png()],
};
const parse = (change: Record<string, unknown>, imagesRequired = true) =>
  vehicleSchema({ t, vehicleTypeIds: ['1', '2'], imagesRequired }).safeParse({ ...valid, ...change });
const errorsOf = (change: Record<string, unknown>, imagesRequired = true) => {
  const result = parse(change, imagesRequired);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('vehicleSchema', () => {
  test('a complete vehicle becomes typed values', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      vehicleTypeId: 2,
      referenceNo: 'RAC-0100',
      airConditioned: true,
      popular: false,
      seats: 5,
      luggage: 2,
      description: { en: 'A roomy saloon.' },
    });
    expect(result.data?.description).not.toHaveProperty('ar');
    expect(result.data?.images).toHaveLength(1);
  });

  test('every field is required, popular and air conditioning included', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, key === 'images' ? [] : '']));
    const errors = errorsOf(empty);
    for (const key of [
      'vehicleTypeId',
      'referenceNo',
      'brand',
      'name',
      'bodyStyle',
      'transmission',
      'airConditioned',
      'popular',
      'seats',
      'passengers',
      'luggage',
      'doors',
      'descriptionEn',
    ]) {
      expect(errors[key], key).toBe('Please fill in this field!');
    }
    expect(errors.images).toBe('Please upload at least one image.');
    expect(errors).not.toHaveProperty('descriptionAr');
  });

  test.each([
    ['a vehicle type not offered', { vehicleTypeId: '99' }, 'vehicleTypeId', 'Please fill in this field!'],
    ['a transmission not known', { transmission: 'CVT' }, 'transmission', 'Please fill in this field!'],
    ['0 seats', { seats: '0' }, 'seats', 'Enter a whole number from 1 to 60.'],
    ['2.5 doors', { doors: '2.5' }, 'doors', 'Enter a whole number from 1 to 6.'],
    [
      'a reference with symbols',
      { referenceNo: 'RAC#1' },
      'referenceNo',
      'Use letters, digits, spaces and - / _ only.',
    ],
    [
      'a PDF',
      { images: [png('brochure.pdf', 100, 'application/pdf')] },
      'images',
      'brochure.pdf is not a png or jpg file',
    ],
    [
      'an image over 2 MB',
      { images: [png('big.png', MAX_VEHICLE_IMAGE_BYTES + 1)] },
      'images',
      'big.png is larger than 2 MB.',
    ],
    [
      'nine images',
      { images: Array.from({ length: 9 }, () => png()) },
      'images',
      'Please choose at most 8 images at a time.',
    ],
  ])('given %s, should say so at the field', (_, change, field, message) => {
    expect(errorsOf(change)[field]).toBe(message);
  });

  test('an edit may add no image', () => {
    expect(parse({ images: [new File([], '')] }, false).success).toBe(true);
    expect(errorsOf({ images: [new File([], '')] }).images).toBe('Please upload at least one image.');
  });
});
