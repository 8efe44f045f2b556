import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import {
  EXIF_SECRET,
  SVG_WITH_SCRIPT,
  animatedGif,
  bmp24,
  brokenHeic,
  encodeAs,
  heifWithBrand,
  opaquePngWithAlpha,
  photoJpeg,
  transparentPng,
} from '../../test/fixtures/sample-media.js';
import {
  HeicConversionError,
  UndecodableImageError,
  processImage,
  renditionWidths,
} from './image-pipeline.js';

const KB = 1024;

async function formatOf(bytes: Buffer) {
  return (await sharp(bytes).metadata()).format;
}

describe('renditionWidths', () => {
  it('keeps the standard widths below the source width, then the source width', () => {
    assert.deepEqual(renditionWidths(4000), [320, 640, 1024]);
    assert.deepEqual(renditionWidths(1024), [320, 640, 1024]);
    assert.deepEqual(renditionWidths(1000), [320, 640, 1000]);
    assert.deepEqual(renditionWidths(320), [320]);
    assert.deepEqual(renditionWidths(200), [200]);
  });
});

describe('processImage', () => {
  it('writes AVIF and JPEG at 320, 640 and 1024 px for a large photo, the widest under 120 KB', async () => {
    const image = await processImage(await photoJpeg(2000, 1500), 'jpeg');
    assert.deepEqual(image.fallback, { ext: 'jpg', contentType: 'image/jpeg' });
    assert.deepEqual(
      image.renditions.map((r) => [r.width, r.height]),
      [
        [320, 240],
        [640, 480],
        [1024, 768],
      ],
    );
    for (const rendition of image.renditions) {
      assert.equal(await formatOf(rendition.avif), 'heif'); // libvips reports AVIF as heif
      assert.equal((await sharp(rendition.avif).metadata()).compression, 'av1');
      assert.equal(await formatOf(rendition.fallback), 'jpeg');
      assert.equal((await sharp(rendition.fallback).metadata()).width, rendition.width);
    }
    const widest = image.renditions[2];
    assert.ok(widest.avif.length < 120 * KB, `AVIF ${widest.avif.length} bytes`);
    assert.ok(widest.fallback.length < 120 * KB, `JPEG ${widest.fallback.length} bytes`);
  });

  it('strips EXIF and every other metadata of the upload', async () => {
    const source = await photoJpeg(800, 600);
    assert.ok((await sharp(source).metadata()).exif, 'the fixture carries EXIF');
    assert.ok(source.includes(EXIF_SECRET));
    const image = await processImage(source, 'jpeg');
    for (const rendition of image.renditions)
      for (const output of [rendition.avif, rendition.fallback]) {
        const metadata = await sharp(output).metadata();
        assert.equal(metadata.exif, undefined);
        assert.equal(metadata.xmp, undefined);
        assert.equal(metadata.iptc, undefined);
        assert.equal(output.includes(EXIF_SECRET), false);
        assert.equal(output.includes('secret-photographer'), false);
      }
  });

  it('applies the EXIF orientation before resizing', async () => {
    // 1200x700 stored sideways (orientation 6): upright it is 700 wide and 1200 high.
    const image = await processImage(await photoJpeg(1200, 700, { orientation: 6 }), 'jpeg');
    assert.deepEqual(
      image.renditions.map((r) => [r.width, r.height]),
      [
        [320, 549],
        [640, 1097],
        [700, 1200],
      ],
    );
    assert.equal((await sharp(image.renditions[1].fallback).metadata()).orientation, undefined);
  });

  it('keeps a source narrower than 320 px at its own width', async () => {
    const image = await processImage(await photoJpeg(200, 120), 'jpeg');
    assert.deepEqual(
      image.renditions.map((r) => [r.width, r.height]),
      [[200, 120]],
    );
  });

  it('uses WebP as the fallback only when the image is really transparent', async () => {
    const logo = await processImage(await transparentPng(), 'png');
    assert.deepEqual(logo.fallback, { ext: 'webp', contentType: 'image/webp' });
    const fallback = await sharp(logo.renditions[0].fallback).metadata();
    assert.equal(fallback.format, 'webp');
    assert.equal(fallback.hasAlpha, true);
    assert.equal((await sharp(logo.renditions[0].avif).metadata()).hasAlpha, true);

    const opaque = await processImage(await opaquePngWithAlpha(), 'png');
    assert.deepEqual(opaque.fallback, { ext: 'jpg', contentType: 'image/jpeg' });
  });

  it('rasterises an SVG at full width: the script does not survive', async () => {
    const image = await processImage(SVG_WITH_SCRIPT, 'svg');
    assert.deepEqual(
      image.renditions.map((r) => [r.width, r.height]),
      [
        [320, 160],
        [640, 320],
        [1024, 512],
      ],
    );
    for (const rendition of image.renditions)
      for (const output of [rendition.avif, rendition.fallback]) {
        assert.notEqual(await formatOf(output), 'svg');
        assert.equal(output.includes('<script'), false);
        assert.equal(output.includes('alert('), false);
        assert.equal(output.includes('<svg'), false);
      }
  });

  it('loads nothing from outside an SVG: no external entities, no linked files', async () => {
    const xxe = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><text y="50">&x;</text></svg>',
    );
    await assert.rejects(processImage(xxe, 'svg'), UndecodableImageError);

    const black = await sharp({
      create: { width: 40, height: 10, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const linked = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100">
        <rect width="400" height="100" fill="#fff"/>
        <image href="file:///etc/hostname" width="400" height="100"/>
        <image href="http://127.0.0.1:9/x.png" width="400" height="100"/>
        <image href="data:image/png;base64,${black.toString('base64')}" x="300" width="100" height="100"/>
      </svg>`,
    );
    const image = await processImage(linked, 'svg');
    const { data, info } = await sharp(image.renditions[0].fallback)
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Left of the inline image stays white: nothing was fetched.
    assert.ok(data[(info.width * 40 + 10) * 3] > 240);
  });

  it('takes the first frame of an animated GIF', async () => {
    const image = await processImage(await animatedGif(400, 200), 'gif');
    const metadata = await sharp(image.renditions[0].fallback).metadata();
    assert.deepEqual([metadata.width, metadata.height, metadata.pages], [320, 160, undefined]);
    const { data } = await sharp(image.renditions[0].fallback)
      .raw()
      .toBuffer({ resolveWithObject: true });
    assert.ok(data[0] > 150 && data[2] < 60, `first frame is red, got ${data[0]},${data[2]}`);
  });

  it('converts WebP, TIFF and AVIF input', async () => {
    for (const format of ['webp', 'tiff', 'avif'] as const) {
      const image = await processImage(await encodeAs(format, 700, 400), format);
      assert.deepEqual(
        image.renditions.map((r) => r.width),
        [320, 640, 700],
        format,
      );
    }
  });

  it('decodes BMP itself (libvips has no BMP loader)', async () => {
    const image = await processImage(bmp24(500, 300), 'bmp');
    assert.deepEqual(
      image.renditions.map((r) => [r.width, r.height]),
      [
        [320, 192],
        [500, 300],
      ],
    );
    const { data } = await sharp(image.renditions[0].fallback).raw().toBuffer({
      resolveWithObject: true,
    });
    assert.ok(data[0] > 200 && data[2] < 50, 'left edge is red');
  });

  it('converts HEIF/HEIC input (AV1-coded here; HEVC-coded phone files go through heic-decode)', async () => {
    for (const brand of ['mif1', 'heic'] as const) {
      const image = await processImage(await heifWithBrand(brand, 700, 500), 'heic');
      assert.deepEqual(
        image.renditions.map((r) => [r.width, r.height]),
        [
          [320, 229],
          [640, 457],
          [700, 500],
        ],
      );
      assert.equal(await formatOf(image.renditions[1].fallback), 'jpeg');
    }
  });

  it('reports a HEIC that nothing can decode as a HEIC conversion failure', async () => {
    await assert.rejects(processImage(brokenHeic(), 'heic'), HeicConversionError);
  });

  it('refuses bytes that do not decode as the detected format', async () => {
    const truncated = (await photoJpeg(400, 300)).subarray(0, 2000);
    await assert.rejects(processImage(truncated, 'jpeg'), UndecodableImageError);
    await assert.rejects(processImage(Buffer.from('<svg><rect'), 'svg'), UndecodableImageError);
    await assert.rejects(processImage(Buffer.from('BMnot really'), 'bmp'), UndecodableImageError);
  });

  it('refuses a decompression bomb (a small PNG of 60 megapixels)', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    assert.ok(bomb.length < 1024 * 1024, `bomb is ${bomb.length} bytes`);
    await assert.rejects(processImage(bomb, 'png'), UndecodableImageError);
  });
});
