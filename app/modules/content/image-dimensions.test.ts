import { describe, expect, test } from 'vitest';
import { jpegHeader, pngImage } from '../../../tests/factories/images';
import { readImageSize } from './image-dimensions';

describe('readImageSize', () => {
  test('given a PNG, should read its width and height from the header', () => {
    expect(readImageSize(pngImage(1350, 450))).toEqual({ width: 1350, height: 450 });
    expect(readImageSize(pngImage(3, 7))).toEqual({ width: 3, height: 7 });
  });

  test('given a JPEG, should read the size from its start-of-frame segment', () => {
    expect(readImageSize(jpegHeader(1350, 450))).toEqual({ width: 1350, height: 450 });
    expect(readImageSize(jpegHeader(1366, 644, 4000))).toEqual({ width: 1366, height: 644 });
  });

  test.each([
    ['text', Buffer.from('not an image at all, just text')],
    ['a truncated PNG', pngImage(10, 10).subarray(0, 20)],
    ['a JPEG without a frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['nothing', Buffer.alloc(0)],
  ])('given %s, should answer null', (_, bytes) => {
    expect(readImageSize(bytes)).toBeNull();
  });
});
