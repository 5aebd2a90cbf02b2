import { crc32, deflateSync } from 'node:zlib';

/** A PNG chunk: length, type, data and its CRC. */
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG file whose header says `width` x `height` (8-bit RGB) and whose image data is `pixels`, deflated. */
function pngFile(width: number, height: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG of the given size in one colour, built without an image library. */
export function pngImage(width: number, height: number, rgb: [number, number, number] = [12, 42, 86]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  return pngFile(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A PNG of a few dozen bytes whose header declares `width` x `height`: a decompression bomb. */
export function declaredPng(width: number, height: number): Buffer {
  return pngFile(width, height, Buffer.alloc(1024));
}

/** The header of a baseline JPEG of the given size (enough for type and size checks, not for display). */
export function jpegHeader(width: number, height: number, padTo = 0): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
  const start = Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
  const end = Buffer.from([0xff, 0xd9]);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, padTo - start.length - end.length)), end]);
}
