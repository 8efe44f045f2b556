import { describe, expect, it, vi } from 'vitest';
import { fakeXhr, type FakeUploadReply } from './testing.js';
import { UploadError, uploadFile, type UploadOptions } from './upload.js';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
const stored = { id: 'm1', url: '/media/images/m1/1024.jpg' };
const readStored = (data: unknown) =>
  typeof data === 'object' && data !== null && 'id' in data ? (data as typeof stored) : null;

/** A fake XHR answering from a queue of replies. */
function replying(...replies: FakeUploadReply[]) {
  return fakeXhr(() => replies.shift() ?? 'network-error');
}

function options(create: () => XMLHttpRequest, more: Partial<UploadOptions> = {}): UploadOptions {
  return {
    getAccessToken: () => 'tok',
    renew: () => Promise.resolve(false),
    createXhr: create,
    ...more,
  };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('uploadFile', () => {
  it("posts the file as the multipart field `file` with the Bearer token, reports progress and reads the answer's data", async () => {
    const xhr = replying({ status: 201, body: { success: true, data: stored } });
    const progress: number[] = [];
    const media = await uploadFile(
      '/api/shop/upload/return-photo',
      png,
      readStored,
      options(xhr.create, { onProgress: (p) => progress.push(p) }),
    );
    expect(media).toEqual(stored);
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/shop/upload/return-photo',
      authorization: 'Bearer tok',
    });
    const body = xhr.sent[0]?.body as { file: File };
    expect(body.file).toBeInstanceOf(File);
    expect(body.file.name).toBe('a.png');
    expect(body.file.size).toBe(4);
    expect(progress).toEqual([50, 100]);
  });

  it('names a plain Blob `upload`, sends no Authorization without a token, and takes another field', async () => {
    const xhr = replying({ status: 201, body: { success: true, data: stored } });
    await uploadFile(
      '/x',
      new Blob(['abc'], { type: 'image/jpeg' }),
      readStored,
      options(xhr.create, { getAccessToken: () => null, field: 'image' }),
    );
    expect(xhr.sent[0]?.authorization).toBeNull();
    expect((xhr.sent[0]?.body as { image: File }).image.name).toBe('upload');
  });

  it('renews the session once on a 401 and sends again with the new token', async () => {
    let token = 'old';
    const xhr = replying(
      { status: 401, body: { success: false, message: 'Unauthorized' } },
      { status: 201, body: { success: true, data: stored } },
    );
    const renew = vi.fn(() => {
      token = 'new';
      return Promise.resolve(true);
    });
    await uploadFile(
      '/x',
      png,
      readStored,
      options(xhr.create, { getAccessToken: () => token, renew }),
    );
    expect(renew).toHaveBeenCalledTimes(1);
    expect(xhr.sent.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not renew when another call renewed the session meanwhile: it sends again with that token', async () => {
    let token = 'old';
    const xhr = fakeXhr(() => {
      const reply: FakeUploadReply =
        token === 'old'
          ? { status: 401, body: { success: false, message: 'Unauthorized' } }
          : { status: 201, body: { success: true, data: stored } };
      token = 'renewed-elsewhere';
      return reply;
    });
    const renew = vi.fn(() => Promise.resolve(true));
    await uploadFile(
      '/x',
      png,
      readStored,
      options(xhr.create, { getAccessToken: () => token, renew }),
    );
    expect(renew).not.toHaveBeenCalled();
    expect(xhr.sent.map((s) => s.authorization)).toEqual([
      'Bearer old',
      'Bearer renewed-elsewhere',
    ]);
  });

  it('answers the 401 when the renewal fails (or throws): no second send, never a loop', async () => {
    for (const renew of [() => Promise.resolve(false), () => Promise.reject(new Error('down'))]) {
      const xhr = replying(
        { status: 401, body: { success: false, message: 'Invalid or expired token' } },
        { status: 401, body: { success: false, message: 'Invalid or expired token' } },
      );
      const failure = await failureOf(
        uploadFile('/x', png, readStored, options(xhr.create, { renew })),
      );
      expect((failure as UploadError).failure).toEqual({
        kind: 'refused',
        status: 401,
        message: 'Invalid or expired token',
      });
      expect(xhr.sent).toHaveLength(1);
    }
    // A 401 after the renewal is final.
    const xhr = replying(
      { status: 401, body: { success: false, message: 'Unauthorized' } },
      { status: 401, body: { success: false, message: 'Still unauthorized' } },
    );
    const renew = vi.fn(() => Promise.resolve(true));
    const failure = await failureOf(
      uploadFile('/x', png, readStored, options(xhr.create, { renew })),
    );
    expect((failure as UploadError).message).toBe('Still unauthorized');
    expect(renew).toHaveBeenCalledTimes(1);
    expect(xhr.sent).toHaveLength(2);
  });

  it.each([
    [413, 'File too large, file size exceeds 1MB limit'],
    [415, 'Unsupported file format'],
    [429, 'You have uploaded too many photos today. Please try again tomorrow.'],
    [400, 'No file uploaded'],
  ])("rejects a %i with the server's message", async (status, message) => {
    const xhr = replying({ status, body: { success: false, message } });
    const failure = await failureOf(uploadFile('/x', png, readStored, options(xhr.create)));
    expect(failure).toBeInstanceOf(UploadError);
    expect((failure as UploadError).failure).toEqual({ kind: 'refused', status, message });
    expect((failure as UploadError).message).toBe(message);
  });

  it('rejects a refusal without an envelope with its status only', async () => {
    const xhr = replying({ status: 502, body: '<html>Bad gateway</html>' });
    const failure = await failureOf(uploadFile('/x', png, readStored, options(xhr.create)));
    expect((failure as UploadError).failure).toEqual({ kind: 'refused', status: 502 });
    expect((failure as UploadError).message).toBe('HTTP 502');
  });

  it('rejects as unreachable on a network fault, and on a 2xx whose data is not read', async () => {
    const fault = replying('network-error');
    expect(
      ((await failureOf(uploadFile('/x', png, readStored, options(fault.create)))) as UploadError)
        .failure,
    ).toEqual({ kind: 'unreachable' });

    for (const body of [{ success: true }, { success: true, data: { url: 'x' } }, 'not json']) {
      const odd = replying({ status: 201, body });
      const progress: number[] = [];
      const failure = await failureOf(
        uploadFile(
          '/x',
          png,
          readStored,
          options(odd.create, { onProgress: (p) => progress.push(p) }),
        ),
      );
      expect((failure as UploadError).failure).toEqual({ kind: 'unreachable' });
      expect(progress).not.toContain(100);
    }
    const throwing = replying({ status: 201, body: { success: true, data: stored } });
    const failure = await failureOf(
      uploadFile(
        '/x',
        png,
        () => {
          throw new Error('bad');
        },
        options(throwing.create),
      ),
    );
    expect((failure as UploadError).failure).toEqual({ kind: 'unreachable' });
  });

  it('aborts: an AbortError, before sending or while it runs', async () => {
    const before = new AbortController();
    before.abort();
    const idle = replying({ status: 201, body: { success: true, data: stored } });
    const early = await failureOf(
      uploadFile('/x', png, readStored, options(idle.create, { signal: before.signal })),
    );
    expect((early as DOMException).name).toBe('AbortError');
    expect(idle.sent).toHaveLength(0);

    let answer: (reply: FakeUploadReply) => void = () => undefined;
    const held = fakeXhr(
      () =>
        new Promise<FakeUploadReply>((resolve) => {
          answer = resolve;
        }),
    );
    const controller = new AbortController();
    const running = failureOf(
      uploadFile('/x', png, readStored, options(held.create, { signal: controller.signal })),
    );
    await vi.waitFor(() => expect(held.sent).toHaveLength(1));
    controller.abort();
    const late = await running;
    expect((late as DOMException).name).toBe('AbortError');
    answer({ status: 201, body: { success: true, data: stored } });
  });
});
