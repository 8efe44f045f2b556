import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keySegments, type MediaStorage } from './media-storage.js';

/**
 * Media on the local disk under `root` (MEDIA_DIR), the folder the gateway serves at
 * /media in embedded mode. Writes go to a temporary file in the same folder and are
 * renamed into place, so a reader never sees half a file.
 */
export class LocalDiskStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string, options?: { prefix: boolean }): string {
    const full = path.join(this.root, ...keySegments(key, options));
    // keySegments already refuses "..", this is the belt to its braces.
    if (!full.startsWith(this.root + path.sep)) throw new Error(`Invalid media key: ${key}`);
    return full;
  }

  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = this.pathOf(prefix, { prefix: true });
    await rm(folder, { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const folder = this.pathOf(prefix, { prefix: true });
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
      .map((entry) =>
        path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .sort();
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
