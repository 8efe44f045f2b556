import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bmp24 } from '../../test/fixtures/sample-media.js';
import { decodeBmp } from './bmp-decoder.js';

function header(width: number, height: number, bpp: number, compression: number, extra: Buffer) {
  const file = Buffer.alloc(54);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bpp, 28);
  file.writeUInt32LE(compression, 30);
  return { file, extra };
}

function assemble(head: Buffer, middle: Buffer, pixels: Buffer): Buffer {
  const file = Buffer.concat([head, middle, pixels]);
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(head.length + middle.length, 10);
  return file;
}

describe('decodeBmp', () => {
  it('decodes a bottom-up 24-bit file into top-down RGBA', () => {
    const bitmap = decodeBmp(bmp24(4, 2));
    assert.equal(bitmap.width, 4);
    assert.equal(bitmap.height, 2);
    assert.equal(bitmap.hasAlpha, false);
    assert.deepEqual([...bitmap.data.subarray(0, 4)], [255, 0, 0, 255]);
    assert.deepEqual([...bitmap.data.subarray(12, 16)], [0, 0, 255, 255]);
  });

  it('decodes an 8-bit palette file stored top-down', () => {
    const { file } = header(2, -2, 8, 0, Buffer.alloc(0));
    file.writeUInt32LE(2, 46); // two palette entries
    const palette = Buffer.from([0, 255, 0, 0, /* green */ 255, 255, 255, 0 /* white */]);
    const pixels = Buffer.from([0, 1, 0, 0, /* row 0 */ 1, 0, 0, 0 /* row 1 */]);
    const bitmap = decodeBmp(assemble(file, palette, pixels));
    assert.deepEqual(
      [...bitmap.data],
      [0, 255, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 255, 0, 255],
    );
  });

  it('keeps the alpha of a 32-bit bit-field file', () => {
    const { file } = header(1, 1, 32, 3, Buffer.alloc(0));
    const masks = Buffer.alloc(16);
    masks.writeUInt32LE(0x00ff0000, 0);
    masks.writeUInt32LE(0x0000ff00, 4);
    masks.writeUInt32LE(0x000000ff, 8);
    masks.writeUInt32LE(0xff000000, 12);
    const head = Buffer.concat([file.subarray(0, 14), Buffer.alloc(0)]);
    // A 56-byte info header (V3) carries the alpha mask inside it.
    const info = Buffer.concat([file.subarray(14), masks]);
    info.writeUInt32LE(56, 0);
    const pixel = Buffer.alloc(4);
    pixel.writeUInt32LE(0x80112233, 0);
    const bitmap = decodeBmp(assemble(head, info, pixel));
    assert.deepEqual([...bitmap.data], [0x11, 0x22, 0x33, 0x80]);
    assert.equal(bitmap.hasAlpha, true);
  });

  it('refuses RLE compression, truncated data and absurd sizes', () => {
    const rle = header(2, 2, 8, 1, Buffer.alloc(0)).file;
    assert.throws(
      () => decodeBmp(assemble(rle, Buffer.alloc(1024), Buffer.alloc(16))),
      /compression/,
    );
    assert.throws(() => decodeBmp(bmp24(50, 50).subarray(0, 500)), /truncated/);
    const huge = header(100_000, 100_000, 24, 0, Buffer.alloc(0)).file;
    assert.throws(() => decodeBmp(assemble(huge, Buffer.alloc(0), Buffer.alloc(16))), /size/);
    assert.throws(() => decodeBmp(Buffer.from('GIF89a')), /BM/);
  });
});
