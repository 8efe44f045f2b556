import { describe, expect, it, vi } from 'vitest';
import { fakeXhr, type FakeUploadReply } from '@boutique/web-kit/testing';
import {
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UploadError,
  checkImageFile,
  checkVideoFile,
  uploadMedia,
} from './upload';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkImageFile', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.gif', 'image/gif'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
    ['a.tiff', 'image/tiff'],
    ['a.bmp', 'image/bmp'],
    ['a.svg', 'image/svg+xml'],
    ['a.heic', 'image/heic'],
    ['a.heif', 'image/heif'],
    ['IMG_0001.HEIC', ''],
    ['photo.heif', 'application/octet-stream'],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkImageFile(file(name, type))).toBeNull();
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.mp4', 'video/mp4'],
    ['a.txt', ''],
    ['a.jpg', 'text/plain'],
    ['noextension', ''],
  ])('refuses %s (%s) as unsupported', (name, type) => {
    expect(checkImageFile(file(name, type))).toEqual({
      reason: 'type',
      message: 'Unsupported file format',
    });
  });

  it('allows exactly 1 MB and refuses one byte more', () => {
    expect(checkImageFile(file('a.png', 'image/png', MAX_IMAGE_BYTES))).toBeNull();
    expect(checkImageFile(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1))).toEqual({
      reason: 'size',
      message: 'File too large, file size exceeds 1MB limit',
    });
  });
});

describe('checkVideoFile', () => {
  it('accepts mp4, webm and mov up to 10 MB', () => {
    expect(checkVideoFile(file('a.mp4', 'video/mp4', MAX_VIDEO_BYTES))).toBeNull();
    expect(checkVideoFile(file('a.webm', 'video/webm'))).toBeNull();
    expect(checkVideoFile(file('a.mov', 'video/quicktime'))).toBeNull();
  });
  it('refuses other types and larger files', () => {
    expect(checkVideoFile(file('a.avi', 'video/x-msvideo'))?.message).toBe(
      'Unsupported file format',
    );
    expect(checkVideoFile(file('a.mp4', 'video/mp4', MAX_VIDEO_BYTES + 1))?.message).toBe(
      'File size exceeds 10MB limit',
    );
  });
});

/** A fake XMLHttpRequest (the kit's) answering from a queue of replies. */
function fakeXhrFactory(replies: FakeUploadReply[]) {
  return fakeXhr(() => replies.shift() ?? 'network-error');
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
const stored = { id: 'm1', url: '/media/images/m1/1024.jpg', kind: 'image' };

describe('uploadMedia', () => {
  it('posts the file with the Bearer token and reports progress', async () => {
    const xhr = fakeXhrFactory([{ status: 201, body: { success: true, data: stored } }]);
    const progress: number[] = [];
    const media = await uploadMedia('image', png, {
      getAccessToken: () => 'tok',
      renew: () => Promise.resolve(false),
      onProgress: (p) => progress.push(p),
      createXhr: xhr.create,
    });
    expect(media.url).toBe('/media/images/m1/1024.jpg');
    expect(xhr.sent[0]?.url).toBe('/api/admin/upload/image');
    expect(xhr.sent[0]?.authorization).toBe('Bearer tok');
    expect((xhr.sent[0]?.body as { file: unknown }).file).toBeInstanceOf(File);
    expect(progress).toEqual([50, 100]);
  });

  it('renews the session once on a 401 and sends again with the new token', async () => {
    let token = 'old';
    const xhr = fakeXhrFactory([
      { status: 401, body: { success: false, message: 'Unauthorized' } },
      { status: 201, body: { success: true, data: stored } },
    ]);
    const renew = vi.fn(() => {
      token = 'new';
      return Promise.resolve(true);
    });
    await uploadMedia('video', png, { getAccessToken: () => token, renew, createXhr: xhr.create });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(xhr.sent.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(xhr.sent[1]?.url).toBe('/api/admin/upload/video');
  });

  it("rejects with the server's message on 413/415", async () => {
    const xhr = fakeXhrFactory([
      {
        status: 413,
        body: { success: false, message: 'File too large, file size exceeds 1MB limit' },
      },
    ]);
    const failure = await uploadMedia('image', png, {
      getAccessToken: () => 't',
      renew: () => Promise.resolve(false),
      createXhr: xhr.create,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).failure).toEqual({
      kind: 'refused',
      status: 413,
      message: 'File too large, file size exceeds 1MB limit',
    });
  });

  it('rejects as unreachable on a network fault', async () => {
    const xhr = fakeXhrFactory(['network-error']);
    const failure = await uploadMedia('image', png, {
      getAccessToken: () => 't',
      renew: () => Promise.resolve(false),
      createXhr: xhr.create,
    }).catch((error: unknown) => error);
    expect((failure as UploadError).failure).toEqual({ kind: 'unreachable' });
  });
});
