import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  HTML_PAGE,
  SVG_WITH_SCRIPT,
  bmp24,
  brokenHeic,
  encodeAs,
  heifWithBrand,
  mp4Video,
  photoJpeg,
  photoPng,
  quickTimeVideo,
  webmVideo,
} from '../../test/fixtures/sample-media.js';
import { detectMedia, isSvg } from './media-type.js';

describe('detectMedia (type from the bytes only)', () => {
  it('knows a PNG by its bytes, whatever it was called or declared as', async () => {
    // The function takes no name or declared type at all: only the bytes decide.
    assert.deepEqual(await detectMedia(await photoPng(40, 30)), { kind: 'image', format: 'png' });
  });

  it('recognises every allowed image format', async () => {
    const cases: [Buffer, string][] = [
      [await photoJpeg(64, 48), 'jpeg'],
      [await encodeAs('gif', 64, 48), 'gif'],
      [await encodeAs('webp', 64, 48), 'webp'],
      [await encodeAs('avif', 64, 48), 'avif'],
      [await encodeAs('tiff', 64, 48), 'tiff'],
      [bmp24(20, 10), 'bmp'],
      [SVG_WITH_SCRIPT, 'svg'],
      [await heifWithBrand('heic', 64, 48), 'heic'],
      [await heifWithBrand('mif1', 64, 48), 'heif'],
      [brokenHeic(), 'heic'],
    ];
    for (const [bytes, format] of cases)
      assert.deepEqual(await detectMedia(bytes), { kind: 'image', format }, format);
  });

  it('recognises MP4, WebM and QuickTime videos', async () => {
    assert.deepEqual(await detectMedia(mp4Video()), {
      kind: 'video',
      format: 'mp4',
      contentType: 'video/mp4',
      ext: 'mp4',
    });
    assert.deepEqual(await detectMedia(webmVideo()), {
      kind: 'video',
      format: 'webm',
      contentType: 'video/webm',
      ext: 'webm',
    });
    assert.deepEqual(await detectMedia(quickTimeVideo()), {
      kind: 'video',
      format: 'mov',
      contentType: 'video/quicktime',
      ext: 'mov',
    });
  });

  it('refuses HTML, other XML, text, PDFs, archives and empty input', async () => {
    const refused = [
      HTML_PAGE,
      Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><svg/></html>'),
      Buffer.from('<?xml version="1.0"?><rss><channel/></rss>'),
      Buffer.from('just some text that mentions <svg> later'),
      Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]),
      Buffer.alloc(0),
    ];
    for (const bytes of refused)
      assert.equal((await detectMedia(bytes)).kind, 'unsupported', bytes.toString().slice(0, 40));
  });
});

describe('isSvg', () => {
  it('accepts an svg root after a BOM, XML declaration, comments and a DOCTYPE', () => {
    assert.ok(isSvg(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')));
    assert.ok(
      isSvg(
        Buffer.from(
          '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg>',
        ),
      ),
    );
  });

  it('refuses other roots and binary data', () => {
    assert.equal(isSvg(Buffer.from('<svgfoo/>')), false);
    assert.equal(isSvg(Buffer.from('<html><svg/></html>')), false);
    assert.equal(isSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0x00])), false);
  });
});
