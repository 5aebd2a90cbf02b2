import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { declaredPng, pngImage } from '../../../tests/factories/images';
import { type ImageSize, prepareImageUpload } from './image-variants.server';

const MB = 1024 * 1024;
const fileOf = (bytes: Buffer, name: string, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });
const postImage: ImageSize = { name: null, width: 1350, height: 1350, fit: 'inside' };

describe('every staff image is checked, then re-encoded without its metadata', () => {
  test('a phone photo with GPS, owner and a sideways orientation comes out upright and without any of it', async () => {
    // 60 x 40 pixels stored sideways (EXIF orientation 6): it is shown 40 wide and 60 high.
    const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#b03020' } })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Artist: 'Jane Owner', Copyright: 'Jane Owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '25/1 12/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '55/1 16/1 0/1',
        },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes('Jane Owner')).toBe(true);
    // The GPS block's pointer (tag 0x8825, little-endian in sharp's EXIF).
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const prepared = await prepareImageUpload(fileOf(photo, 'IMG_0001.jpg'), [postImage], 2 * MB);
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    expect(prepared.image).toMatchObject({ name: 'IMG_0001.jpg', width: 40, height: 60 });
    expect(prepared.image.encoded.map((image) => image.contentType)).toEqual(['image/jpeg', 'image/webp']);
    for (const image of prepared.image.encoded) {
      const after = await sharp(image.bytes).metadata();
      expect({ width: after.width, height: after.height }).toEqual({ width: 40, height: 60 });
      expect({ width: image.width, height: image.height }).toEqual({ width: 40, height: 60 });
      expect(after).not.toHaveProperty('exif');
      expect(after).not.toHaveProperty('xmp');
      expect(after).not.toHaveProperty('icc');
      expect(after.orientation).toBeUndefined();
      expect(image.bytes.includes('Jane Owner')).toBe(false);
    }
  });

  test('a small PNG declaring 30000 x 30000 pixels is refused from its header, never decoded', async () => {
    const bomb = declaredPng(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(200);
    const prepared = await prepareImageUpload(fileOf(bomb, 'bomb.png', 'image/png'), [postImage], 2 * MB);
    expect(prepared).toEqual({ ok: false, refusal: { name: 'bomb.png', reason: 'pixels' } });
  });

  test('the cap counts pixels, not one side: a long thin strip within it is accepted', async () => {
    const strip = await sharp({ create: { width: 16_000, height: 20, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const prepared = await prepareImageUpload(fileOf(strip, 'strip.png', 'image/png'), [postImage], 2 * MB);
    expect(prepared.ok && prepared.image).toMatchObject({ width: 16_000, height: 20 });
  });

  test.each([
    ['a PDF renamed .png', Buffer.from('%PDF-1.4\n%âãÏÓ\n'), 'type'],
    ['a PNG signature on a broken body', pngImage(40, 30).subarray(0, 60), 'type'],
    ['a picture over the byte limit', Buffer.concat([pngImage(40, 30), Buffer.alloc(2 * MB)]), 'size'],
  ])('given %s, should refuse it as %s', async (_, bytes, reason) => {
    const prepared = await prepareImageUpload(fileOf(bytes, 'car.png', 'image/png'), [postImage], 2 * MB);
    expect(prepared).toEqual({ ok: false, refusal: { name: 'car.png', reason } });
  });

  test('a cropped size is exactly the size asked for; a transparent PNG is laid on white', async () => {
    const clear = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const prepared = await prepareImageUpload(
      fileOf(clear, 'logo.png', 'image/png'),
      [{ name: null, width: 120, height: 80 }],
      2 * MB,
    );
    if (!prepared.ok) throw new Error('refused');
    const jpeg = prepared.image.encoded[0];
    const { data, info } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height }).toEqual({ width: 120, height: 80 });
    expect(data[0]).toBeGreaterThan(240);
  });
});
