/**
 * A small BMP decoder: sharp's prebuilt libvips reads no BMP. Handles the uncompressed
 * forms browsers and editors write (1, 4 and 8 bits with a palette; 16, 24 and 32 bits,
 * with or without bit-field masks), bottom-up or top-down. RLE-compressed files and
 * anything malformed throw, and the upload is refused as an unsupported format.
 */
interface DecodedBitmap {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  data: Buffer;
  /** True when the file has an alpha channel that is not fully opaque. */
  hasAlpha: boolean;
}

const MAX_PIXELS = 40_000_000;
const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

export function decodeBmp(file: Uint8Array): DecodedBitmap {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const fail = (why: string): never => {
    throw new Error(`Invalid BMP: ${why}`);
  };
  if (bytes.length < 26 || bytes.toString('latin1', 0, 2) !== 'BM') fail('no BM header');
  const dataOffset = bytes.readUInt32LE(10);
  const headerSize = bytes.readUInt32LE(14);
  if (headerSize < 40 || 14 + headerSize > bytes.length) fail(`header size ${headerSize}`);
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  const bpp = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  if (width <= 0 || height <= 0 || width * height > MAX_PIXELS) fail(`size ${width}x${height}`);

  let masks: [number, number, number, number] | undefined;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bpp !== 16 && bpp !== 32) fail(`bit fields with ${bpp} bits`);
    const at = 54;
    const count = compression === BI_ALPHABITFIELDS || headerSize >= 56 ? 4 : 3;
    if (at + count * 4 > bytes.length) fail('truncated masks');
    masks = [
      bytes.readUInt32LE(at),
      bytes.readUInt32LE(at + 4),
      bytes.readUInt32LE(at + 8),
      count === 4 ? bytes.readUInt32LE(at + 12) : 0,
    ];
  } else if (compression !== BI_RGB) {
    fail(`compression ${compression}`);
  } else if (bpp === 16) {
    masks = [0x7c00, 0x03e0, 0x001f, 0];
  } else if (bpp === 32) {
    // BI_RGB 32-bit: BGRx; the fourth byte is alpha only if some pixel uses it (checked below).
    masks = [0x00ff0000, 0x0000ff00, 0x000000ff, 0xff000000];
  }

  let palette: Buffer | undefined;
  if (bpp <= 8) {
    if (![1, 4, 8].includes(bpp)) fail(`${bpp} bits`);
    const used = bytes.readUInt32LE(46) || 1 << bpp;
    const start = 14 + headerSize;
    if (used > 1 << bpp || start + used * 4 > bytes.length) fail('bad palette');
    palette = bytes.subarray(start, start + used * 4);
  } else if (![16, 24, 32].includes(bpp)) {
    fail(`${bpp} bits`);
  }

  const stride = Math.ceil((bpp * width) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) fail('truncated pixel data');

  const out = Buffer.alloc(width * height * 4);
  const channel = (value: number, mask: number) => {
    if (mask === 0) return 255;
    const shift = mask === 0 ? 0 : Math.log2(mask & -mask);
    const max = mask >>> shift;
    return Math.round((((value & mask) >>> shift) * 255) / max);
  };
  let anyAlpha = false;
  for (let row = 0; row < height; row++) {
    const source = dataOffset + (topDown ? row : height - 1 - row) * stride;
    for (let x = 0; x < width; x++) {
      const target = (row * width + x) * 4;
      if (palette) {
        const bit = x * bpp;
        const byte = bytes[source + (bit >> 3)];
        const index = (byte >> (8 - bpp - (bit & 7))) & ((1 << bpp) - 1);
        if (index * 4 >= palette.length) fail('palette index out of range');
        out[target] = palette[index * 4 + 2];
        out[target + 1] = palette[index * 4 + 1];
        out[target + 2] = palette[index * 4];
        out[target + 3] = 255;
      } else if (bpp === 24) {
        out[target] = bytes[source + x * 3 + 2];
        out[target + 1] = bytes[source + x * 3 + 1];
        out[target + 2] = bytes[source + x * 3];
        out[target + 3] = 255;
      } else {
        const value =
          bpp === 16 ? bytes.readUInt16LE(source + x * 2) : bytes.readUInt32LE(source + x * 4);
        const [r, g, b, a] = masks!;
        out[target] = channel(value, r);
        out[target + 1] = channel(value, g);
        out[target + 2] = channel(value, b);
        out[target + 3] = channel(value, a);
        if (a !== 0 && (value & a) !== 0) anyAlpha = true;
      }
    }
  }
  // A 32-bit file whose "alpha" byte is zero everywhere is opaque (the byte is padding).
  if (masks && masks[3] !== 0 && !anyAlpha) for (let i = 3; i < out.length; i += 4) out[i] = 255;
  let hasAlpha = false;
  for (let i = 3; i < out.length && !hasAlpha; i += 4) if (out[i] !== 255) hasAlpha = true;
  return { width, height, data: out, hasAlpha };
}
