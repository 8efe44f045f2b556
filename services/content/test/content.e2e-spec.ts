import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import { MediaKind } from '@boutique/contracts/content/v1/content_service';
import sharp from 'sharp';
import {
  ADMIN,
  CUSTOMER,
  rejectsWith,
  startContent,
  type ContentFixture,
} from './fixtures/content-fixture.js';
import {
  EXIF_SECRET,
  HTML_PAGE,
  SVG_WITH_SCRIPT,
  brokenHeic,
  mp4Video,
  photoJpeg,
  photoPng,
  transparentPng,
  webmVideo,
} from './fixtures/sample-media.js';

const IMAGE = MediaKind.MEDIA_KIND_IMAGE;
const VIDEO = MediaKind.MEDIA_KIND_VIDEO;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CALL = { timeoutMs: 30_000 };

describe('content service (media) over gRPC on a real database', () => {
  let fixture: ContentFixture;
  let content: ContentFixture['content'];

  before(async () => {
    fixture = await startContent();
    ({ content } = fixture);
  });

  after(() => fixture?.close());

  const filesOf = async (id: string) =>
    (await readdir(path.join(fixture.mediaDir, id)).catch(() => [] as string[])).sort();

  it('stores an uploaded photo as AVIF and JPEG in three widths and records it', async () => {
    const photo = await photoJpeg(1600, 1200);
    const { file } = await content.uploadMedia(
      { actor: ADMIN, kind: IMAGE, filename: 'pallu.jpg', content: photo },
      CALL,
    );
    assert.ok(file);
    assert.match(file.id, new RegExp(`^images/${UUID}/$`));
    assert.equal(file.kind, IMAGE);
    assert.equal(file.url, `/media/${file.id}1024.jpg`);
    assert.equal(file.contentType, 'image/jpeg');
    assert.deepEqual([file.width, file.height], [1024, 768]);
    assert.deepEqual(file.widths, [320, 640, 1024]);
    assert.equal(file.sourceFormat, 'jpeg');

    assert.deepEqual(await filesOf(file.id), [
      '1024.avif',
      '1024.jpg',
      '320.avif',
      '320.jpg',
      '640.avif',
      '640.jpg',
    ]);
    const served = await readFile(path.join(fixture.mediaDir, file.url.replace(/^\/media\//, '')));
    assert.equal(served.length, file.size);
    assert.equal(served.includes(EXIF_SECRET), false);
    assert.equal((await sharp(served).metadata()).exif, undefined);

    const [row] = await fixture.service.dataSource.query<
      { kind: string; url: string; uploaded_by: string; source_format: string; keys: string[] }[]
    >(`SELECT kind, url, uploaded_by, source_format, keys FROM media_file WHERE prefix = $1`, [
      file.id,
    ]);
    assert.equal(row.kind, 'image');
    assert.equal(row.url, file.url);
    assert.equal(row.uploaded_by, ADMIN.userId);
    assert.equal(row.keys.length, 6);
  });

  it('reads the type from the bytes: a PNG called .mp4 is a PNG, a transparent one gets WebP', async () => {
    const { file: png } = await content.uploadMedia(
      { actor: ADMIN, kind: IMAGE, filename: 'holiday.mp4', content: await photoPng(500, 300) },
      CALL,
    );
    assert.equal(png?.sourceFormat, 'png');
    assert.deepEqual(png?.widths, [320, 500]);
    assert.equal(png?.url, `/media/${png?.id}500.jpg`);

    const { file: logo } = await content.uploadMedia(
      { actor: ADMIN, kind: IMAGE, filename: 'logo.png', content: await transparentPng() },
      CALL,
    );
    assert.equal(logo?.contentType, 'image/webp');
    assert.match(logo?.url ?? '', /\/800\.webp$/);
  });

  it('rasterises an SVG: what is stored holds no script', async () => {
    const { file } = await content.uploadMedia(
      { actor: ADMIN, kind: IMAGE, filename: 'logo.svg', content: SVG_WITH_SCRIPT },
      CALL,
    );
    assert.ok(file);
    assert.equal(file.sourceFormat, 'svg');
    assert.equal(file.width, 1024);
    const names = await filesOf(file.id);
    assert.equal(names.filter((name) => name.endsWith('.svg')).length, 0);
    for (const name of names) {
      const bytes: Buffer = await readFile(path.join(fixture.mediaDir, file.id, name));
      assert.equal(bytes.includes('<script'), false, name);
    }
  });

  it('stores videos as sent under videos/<id>/video.<ext>', async () => {
    const mp4 = mp4Video(3 * 1024 * 1024);
    const { file } = await content.uploadMedia(
      { actor: ADMIN, kind: VIDEO, filename: 'drape.mp4', content: mp4 },
      CALL,
    );
    assert.ok(file);
    assert.match(file.id, new RegExp(`^videos/${UUID}/$`));
    assert.equal(file.kind, VIDEO);
    assert.equal(file.url, `/media/${file.id}video.mp4`);
    assert.equal(file.contentType, 'video/mp4');
    assert.deepEqual([file.width, file.height, file.widths], [0, 0, []]);
    assert.equal(file.size, mp4.length);
    assert.equal(file.sourceFormat, 'mp4');
    const stored = await readFile(path.join(fixture.mediaDir, file.id, 'video.mp4'));
    assert.ok(stored.equals(mp4));

    const { file: webm } = await content.uploadMedia(
      { actor: ADMIN, kind: VIDEO, filename: 'x.webm', content: webmVideo() },
      CALL,
    );
    assert.match(webm?.url ?? '', /\/video\.webm$/);
  });

  it('refuses invalid content with the exact user-facing messages, and stores nothing', async () => {
    const before = await fixture.service.dataSource.query<{ n: string }[]>(
      'SELECT count(*)::text AS n FROM media_file',
    );
    const tooBig = await photoJpeg(4000, 3000, { quality: 100 });
    assert.ok(tooBig.length > 1024 * 1024, `fixture is ${tooBig.length} bytes`);
    const cases: [MediaKind, Buffer, string][] = [
      [IMAGE, tooBig, 'File too large, file size exceeds 1MB limit'],
      [IMAGE, HTML_PAGE, 'Unsupported file format'],
      [IMAGE, mp4Video(), 'Unsupported file format'],
      [VIDEO, await photoPng(100, 100), 'Unsupported file format'],
      [VIDEO, mp4Video(10 * 1024 * 1024 + 1), 'File size exceeds 10MB limit'],
      [IMAGE, brokenHeic(), 'HEIC conversion failed'],
      [MediaKind.MEDIA_KIND_UNSPECIFIED, await photoPng(100, 100), 'Unsupported file format'],
    ];
    for (const [kind, bytes, message] of cases)
      await rejectsWith(
        content.uploadMedia({ actor: ADMIN, kind, filename: 'f', content: bytes }, CALL),
        status.INVALID_ARGUMENT,
        message,
      );
    const afterwards = await fixture.service.dataSource.query<{ n: string }[]>(
      'SELECT count(*)::text AS n FROM media_file',
    );
    assert.equal(afterwards[0].n, before[0].n);
  });

  it('lets only admins upload and delete', async () => {
    const png = await photoPng(100, 100);
    await rejectsWith(
      content.uploadMedia({ actor: CUSTOMER, kind: IMAGE, filename: 'a.png', content: png }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      content.uploadMedia({ actor: undefined, kind: IMAGE, filename: 'a.png', content: png }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    const { file } = await content.uploadMedia(
      { actor: ADMIN, kind: IMAGE, filename: 'a.png', content: png },
      CALL,
    );
    await rejectsWith(
      content.deleteMedia({ actor: CUSTOMER, id: file!.id }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    assert.equal((await filesOf(file!.id)).length, 2);
  });

  it("takes a customer's return photos (images only, a few a day) and resolves only their own", async () => {
    const PHOTO = MediaKind.MEDIA_KIND_RETURN_PHOTO;
    const OTHER = { ...CUSTOMER, userId: '9c4d2e1f-6a7b-4c8d-9e0f-1a2b3c4d5e6f' };
    const { file } = await content.uploadMedia(
      { actor: CUSTOMER, kind: PHOTO, filename: 'torn.jpg', content: await photoJpeg(900, 600) },
      CALL,
    );
    assert.equal(file!.kind, IMAGE);
    assert.match(file!.url, new RegExp(`^/media/images/${UUID}/\\d+\\.jpg$`));
    await rejectsWith(
      content.uploadMedia({ actor: CUSTOMER, kind: PHOTO, filename: 'a.mp4', content: mp4Video() }),
      status.INVALID_ARGUMENT,
      'Unsupported file format',
    );
    await rejectsWith(
      content.uploadMedia({
        actor: undefined,
        kind: PHOTO,
        filename: 'a.jpg',
        content: Buffer.from('x'),
      }),
      status.UNAUTHENTICATED,
      /Please sign in/,
    );

    // by id or by URL, in the order asked; another customer's photo is not theirs to claim
    const { files } = await content.getOwnMedia({ actor: CUSTOMER, ids: [file!.url, file!.id] });
    assert.deepEqual(
      files.map((own) => own.url),
      [file!.url, file!.url],
    );
    await rejectsWith(
      content.getOwnMedia({ actor: OTHER, ids: [file!.id] }),
      status.NOT_FOUND,
      'A photo could not be found. Please upload it again.',
    );
    await rejectsWith(
      content.getOwnMedia({ actor: CUSTOMER, ids: ['/media/images/not-a-photo/1.jpg'] }),
      status.NOT_FOUND,
      'A photo could not be found. Please upload it again.',
    );
    assert.equal((await content.getOwnMedia({ actor: ADMIN, ids: [file!.id] })).files.length, 1);

    // the daily cap (20): 19 more of the last day are on record, the 21st is refused
    await fixture.service.dataSource.query(
      `INSERT INTO media_file (id, kind, prefix, keys, url, content_type, size, original_size,
         source_format, uploaded_by)
       SELECT gen_random_uuid(), 'image', 'images/' || gen_random_uuid() || '/', '{}', 'u',
              'image/jpeg', 1, 1, 'jpeg', $1
         FROM generate_series(1, 19)`,
      [CUSTOMER.userId],
    );
    await rejectsWith(
      content.uploadMedia(
        { actor: CUSTOMER, kind: PHOTO, filename: 'b.png', content: await photoPng(50, 50) },
        CALL,
      ),
      status.RESOURCE_EXHAUSTED,
      'You have uploaded too many photos today. Please try again tomorrow.',
    );
    const other = await content.uploadMedia(
      { actor: OTHER, kind: PHOTO, filename: 'b.png', content: await photoPng(50, 50) },
      CALL,
    );
    assert.ok(other.file?.url);
  });

  it('deletes a file with all its renditions, by id or by URL, then answers not found', async () => {
    const { file: image } = await content.uploadMedia(
      { actor: ADMIN, kind: IMAGE, filename: 'p.jpg', content: await photoJpeg(700, 500) },
      CALL,
    );
    assert.equal((await filesOf(image!.id)).length, 6);
    await content.deleteMedia({ actor: ADMIN, id: image!.id });
    assert.deepEqual(await filesOf(image!.id), []);
    const rows = await fixture.service.dataSource.query<unknown[]>(
      'SELECT 1 FROM media_file WHERE prefix = $1',
      [image!.id],
    );
    assert.equal(rows.length, 0);
    await rejectsWith(
      content.deleteMedia({ actor: ADMIN, id: image!.id }),
      status.NOT_FOUND,
      'File not found',
    );

    const { file: video } = await content.uploadMedia(
      { actor: ADMIN, kind: VIDEO, filename: 'v.webm', content: webmVideo() },
      CALL,
    );
    await content.deleteMedia({ actor: ADMIN, id: video!.url });
    assert.deepEqual(await filesOf(video!.id), []);

    for (const id of [
      '',
      'images/../../etc/',
      'not-a-uuid',
      'images/00000000-0000-0000-0000-000000000000/',
    ])
      await rejectsWith(
        content.deleteMedia({ actor: ADMIN, id }),
        status.NOT_FOUND,
        'File not found',
      );
  });
});
