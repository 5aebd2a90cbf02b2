import { describe, expect, test } from 'vitest';
import { type FileChoice, chooseRepresentation } from './media-choice';

const file = (
  id: number,
  contentType: string,
  variantOf: number | null = null,
  variant: string | null = null,
): FileChoice => ({ id, purpose: 'vehicle-image', contentType, variantOf, variant, sha256: `h${id}` });
const photo = [
  file(10, 'image/jpeg'),
  file(11, 'image/webp', 10),
  file(12, 'image/jpeg', 10, 'card'),
  file(13, 'image/webp', 10, 'card'),
];
const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const oldBrowser = 'image/png,image/*;q=0.8,*/*;q=0.5';

describe('chooseRepresentation', () => {
  test.each([
    ['the main size as WebP for a modern browser', null, chrome, 11, true],
    ['the main size as JPEG for an old browser', null, oldBrowser, 10, true],
    ['the card size as WebP', 'card', chrome, 13, true],
    ['the card size as JPEG', 'card', oldBrowser, 12, true],
    ['the main size when the size is unknown', 'poster', chrome, 11, true],
  ])('gives %s', (_, size, accept, id, varies) => {
    expect(chooseRepresentation(photo, 10, size, accept)).toEqual({ chosen: expect.objectContaining({ id }), varies });
  });

  test('a file without variants is sent as it is, whatever the browser takes', () => {
    expect(chooseRepresentation([file(5, 'image/svg+xml')], 5, 'card', chrome)).toEqual({
      chosen: expect.objectContaining({ id: 5 }),
      varies: false,
    });
  });

  test('an unknown file is not found', () => {
    expect(chooseRepresentation([], 5, null, chrome)).toBeNull();
  });
});
