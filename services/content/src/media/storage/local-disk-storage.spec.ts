import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { LocalDiskStorage } from './local-disk-storage.js';
import { mediaStorageContract } from './media-storage.contract.js';

mediaStorageContract('LocalDiskStorage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'content-media-'));
  return {
    storage: new LocalDiskStorage(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('LocalDiskStorage', () => {
  it('writes through a temporary file and leaves only the final one', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'content-media-'));
    try {
      const storage = new LocalDiskStorage(root);
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          storage.put('images/abc/1024.jpg', Buffer.alloc(50_000, i), 'image/jpeg'),
        ),
      );
      assert.deepEqual(await readdir(path.join(root, 'images/abc')), ['1024.jpg']);
      const bytes = await storage.get('images/abc/1024.jpg');
      // One writer's bytes whole, never a mix.
      assert.equal(bytes?.length, 50_000);
      assert.equal(new Set(bytes).size, 1);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
