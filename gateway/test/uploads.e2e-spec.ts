// Admin uploads through the gateway to a fake content gRPC server (size limits at the
// edge, content's messages mapped to 413/415, 401/403), and /media/* from MEDIA_DIR.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SAMPLES } from './fixtures/fake-content.js';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { str, type Json } from './fixtures/http.js';

let gw: Harness;
let adminToken = '';
let customerToken = '';
const MB = 1_048_576;

before(async () => {
  gw = await startGateway();
  const admin = gw.identity.addUser({
    userName: 'Admin',
    email: 'admin@example.com',
    password: 'admin-pass',
    role: 'admin',
  });
  const customer = gw.identity.addUser({
    userName: 'Priya',
    email: 'priya@example.com',
    password: 'priya-pass',
  });
  adminToken = await gw.identity.accessToken(admin);
  customerToken = await gw.identity.accessToken(customer);
});

after(async () => {
  await gw?.stop();
});

async function upload(
  kind: 'image' | 'video',
  bytes: Buffer,
  options: { token?: string; field?: string; name?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([bytes], { type: options.type ?? 'application/octet-stream' }),
    options.name ?? 'upload.bin',
  );
  const headers: Record<string, string> = {};
  if (options.token !== '') headers.authorization = `Bearer ${options.token ?? adminToken}`;
  const response = await fetch(`${gw.baseUrl}/api/admin/upload/${kind}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as Json, text };
}

describe('POST /api/admin/upload/image and /video', () => {
  it('201 with the media file; the bytes reach content as sent', async () => {
    const bytes = SAMPLES.jpeg(50_000);
    const response = await upload('image', bytes, { name: 'saree.png', type: 'image/png' });
    assert.equal(response.status, 201, response.text);
    const data = response.json.data;
    assert.equal(data.kind, 'image' as unknown as Json);
    assert.match(str(data.url), /^\/media\/images\/.+\/1024\.jpg$/);
    assert.deepEqual(data.widths, [320, 640, 1024]);
    const call = gw.content.callsOf('UploadMedia').at(-1);
    assert.equal(call?.request.kind, 'MEDIA_KIND_IMAGE');
    assert.equal(call?.request.filename, 'saree.png');
    assert.ok(Buffer.from(call?.request.content as Buffer).equals(bytes));
    assert.deepEqual(
      { ...(call?.request.actor as object), userId: 'x' },
      { userId: 'x', role: 'admin', userName: '' },
    );
  });

  it('an image of exactly 1 MB is taken; 2 MB is 413 without asking content', async () => {
    assert.equal((await upload('image', SAMPLES.png(MB))).status, 201);
    const before = gw.content.callsOf('UploadMedia').length;
    const response = await upload('image', SAMPLES.png(2 * MB));
    assert.equal(response.status, 413);
    assert.deepEqual(response.json, {
      success: false,
      message: 'File too large, file size exceeds 1MB limit',
    });
    assert.equal(gw.content.callsOf('UploadMedia').length, before);
  });

  it('video: 201 as video; 11 MB is 413 "File size exceeds 10MB limit"', async () => {
    const ok = await upload('video', SAMPLES.mp4(3 * MB), { name: 'drape.mp4' });
    assert.equal(ok.status, 201, ok.text);
    assert.equal(ok.json.data.kind, 'video' as unknown as Json);
    assert.equal(gw.content.callsOf('UploadMedia').at(-1)?.request.kind, 'MEDIA_KIND_VIDEO');
    const big = await upload('video', SAMPLES.mp4(11 * MB));
    assert.equal(big.status, 413);
    assert.deepEqual(big.json, { success: false, message: 'File size exceeds 10MB limit' });
  });

  it("content's refusals: 415 Unsupported file format / HEIC conversion failed", async () => {
    const text = await upload('image', SAMPLES.text(), { name: 'x.jpg', type: 'image/jpeg' });
    assert.equal(text.status, 415);
    assert.deepEqual(text.json, { success: false, message: 'Unsupported file format' });
    const heic = await upload('image', SAMPLES.heicBroken());
    assert.equal(heic.status, 415);
    assert.deepEqual(heic.json, { success: false, message: 'HEIC conversion failed' });
    const imageAsVideo = await upload('video', SAMPLES.jpeg());
    assert.equal(imageAsVideo.status, 415);
    assert.deepEqual(imageAsVideo.json, { success: false, message: 'Unsupported file format' });
  });

  it('403 "Access denied" for a customer, 401 without a token; content not asked', async () => {
    const before = gw.content.callsOf('UploadMedia').length;
    const customer = await upload('image', SAMPLES.jpeg(), { token: customerToken });
    assert.equal(customer.status, 403);
    assert.deepEqual(customer.json, { success: false, message: 'Access denied' });
    const guest = await upload('video', SAMPLES.mp4(), { token: '' });
    assert.equal(guest.status, 401);
    assert.equal(gw.content.callsOf('UploadMedia').length, before);
  });

  it('400 "No file uploaded" without a `file` field or without multipart', async () => {
    const other = await upload('image', SAMPLES.jpeg(), { field: 'image' });
    assert.equal(other.status, 400);
    assert.deepEqual(other.json, { success: false, message: 'No file uploaded' });
    const json = await fetch(`${gw.baseUrl}/api/admin/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(json.status, 400);
  });

  it('a file sent with an empty file name is taken like any other', async () => {
    const bytes = SAMPLES.jpeg(1_000);
    const response = await upload('image', bytes, { name: '' });
    assert.equal(response.status, 201, response.text);
    const call = gw.content.callsOf('UploadMedia').at(-1);
    assert.equal(call?.request.filename, '');
    assert.ok(Buffer.from(call?.request.content as Buffer).equals(bytes));
  });

  it('JSON routes are not affected by the multipart parser', async () => {
    const response = await fetch(`${gw.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin-pass' }),
    });
    assert.equal(response.status, 200);
  });
});

describe('GET /media/*', () => {
  before(async () => {
    await mkdir(join(gw.mediaDir, 'images', 'abc'), { recursive: true });
    await mkdir(join(gw.mediaDir, 'videos', 'v1'), { recursive: true });
    for (const name of ['1024.avif', '1024.jpg', '640.webp']) {
      await writeFile(join(gw.mediaDir, 'images', 'abc', name), `bytes of ${name}`);
    }
    for (const name of ['video.mp4', 'video.webm', 'video.mov']) {
      await writeFile(join(gw.mediaDir, 'videos', 'v1', name), `bytes of ${name}`);
    }
    await writeFile(join(gw.mediaDir, 'images', 'abc', '.secret'), 'hidden');
  });

  it('serves each type with immutable caching and nosniff, embeddable by other origins (e-mails)', async () => {
    const types: [string, string][] = [
      ['/media/images/abc/1024.avif', 'image/avif'],
      ['/media/images/abc/1024.jpg', 'image/jpeg'],
      ['/media/images/abc/640.webp', 'image/webp'],
      ['/media/videos/v1/video.mp4', 'video/mp4'],
      ['/media/videos/v1/video.webm', 'video/webm'],
      ['/media/videos/v1/video.mov', 'video/quicktime'],
    ];
    for (const [path, type] of types) {
      const response = await fetch(`${gw.baseUrl}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), type, path);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin', path);
      assert.equal(await response.text(), `bytes of ${path.split('/').at(-1)}`);
    }
  });

  it('no directory listing, no dotfiles, no traversal, JSON 404 for a missing file', async () => {
    for (const path of [
      '/media/images/abc/',
      '/media/images/abc',
      '/media/images/abc/.secret',
      '/media/images/abc/missing.jpg',
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/',
    ]) {
      const response = await fetch(`${gw.baseUrl}${path}`);
      assert.ok([403, 404].includes(response.status), `${path}: ${response.status}`);
      assert.doesNotMatch(await response.text(), /1024\.jpg|hidden|root:/, path);
    }
  });
});
