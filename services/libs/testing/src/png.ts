// A real PNG made in code for tests that upload an image (no fixture file, no image
// library): RGB, a gradient from maroon to gold, so the media pipeline has pixels to decode
// and re-encode. The gateway's system specs and both frontends' browser specs use it.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data, the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/** An RGB PNG of `width`×`height` px. */
export function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height); // each row: filter byte 0, then RGB
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const t = x / Math.max(1, width - 1);
      rows[row + 1 + x * 3] = Math.round(91 + 110 * t);
      rows[row + 2 + x * 3] = Math.round(26 + 136 * t);
      rows[row + 3 + x * 3] = Math.round(43 - 4 * t + (y % 32));
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
