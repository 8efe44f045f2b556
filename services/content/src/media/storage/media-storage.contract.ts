import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { MediaStorage } from './media-storage.js';

export interface StorageUnderTest {
  storage: MediaStorage;
  close(): Promise<void>;
}

/**
 * The behaviour every MediaStorage adapter shares. Each adapter's spec calls this with a
 * factory; `skip` (a reason) reports the suite as skipped, by name, where its server is
 * not available.
 */
export function mediaStorageContract(
  name: string,
  factory: () => Promise<StorageUnderTest>,
  options: { skip?: string | false } = {},
) {
  describe(`MediaStorage contract: ${name}`, { skip: options.skip }, () => {
    let subject: StorageUnderTest;
    let storage: MediaStorage;
    const folder = () => `images/${randomUUID()}/`;

    before(async () => {
      subject = await factory();
      storage = subject.storage;
    });
    after(() => subject?.close());

    it('stores bytes and reads them back exactly', async () => {
      const key = `${folder()}640.avif`;
      const bytes = new Uint8Array([0, 1, 2, 250, 255, 10, 13]);
      await storage.put(key, bytes, 'image/avif');
      assert.equal(await storage.exists(key), true);
      assert.deepEqual(await storage.get(key), Buffer.from(bytes));
    });

    it('answers undefined / false for a key that is not there', async () => {
      const key = `${folder()}1024.jpg`;
      assert.equal(await storage.get(key), undefined);
      assert.equal(await storage.exists(key), false);
    });

    it('replaces an object written twice', async () => {
      const key = `${folder()}320.jpg`;
      await storage.put(key, Buffer.from('first'), 'image/jpeg');
      await storage.put(key, Buffer.from('second, longer'), 'image/jpeg');
      assert.equal((await storage.get(key))?.toString(), 'second, longer');
    });

    it('lists and deletes everything under a prefix, and nothing else', async () => {
      const one = folder();
      const other = folder();
      for (const file of ['320.avif', '320.jpg', '640.avif', '640.jpg'])
        await storage.put(`${one}${file}`, Buffer.from(file), 'application/octet-stream');
      await storage.put(`${other}video.mp4`, Buffer.from('video'), 'video/mp4');
      assert.deepEqual(await storage.list(one), [
        `${one}320.avif`,
        `${one}320.jpg`,
        `${one}640.avif`,
        `${one}640.jpg`,
      ]);
      await storage.deletePrefix(one);
      assert.deepEqual(await storage.list(one), []);
      assert.equal(await storage.exists(`${one}320.jpg`), false);
      assert.equal(await storage.exists(`${other}video.mp4`), true);
      await storage.deletePrefix(one); // deleting again is fine
    });

    it('holds a 10 MB object', async () => {
      const key = `${folder()}video.webm`;
      const bytes = Buffer.alloc(10 * 1024 * 1024, 7);
      await storage.put(key, bytes, 'video/webm');
      const back = await storage.get(key);
      assert.equal(back?.length, bytes.length);
      assert.ok(back?.equals(bytes));
    });

    it('refuses keys that could leave the media root', async () => {
      for (const key of [
        '../escape.jpg',
        'images/../../escape.jpg',
        '/etc/passwd',
        'images//a.jpg',
        'images/./a.jpg',
        'images\\..\\a.jpg',
        '',
      ])
        await assert.rejects(storage.put(key, Buffer.from('x'), 'image/jpeg'), /Invalid media key/);
      await assert.rejects(storage.deletePrefix('../'), /Invalid media key/);
      await assert.rejects(storage.deletePrefix('images'), /Invalid media prefix/);
    });
  });
}
