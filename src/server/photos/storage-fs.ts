import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, assertValidPrefix, contentTypeOfKey } from './keys';
import type { PhotoStorage } from './storage';

/** Files being written: never a key (keys cannot start with a dot), removed if left over. */
const INCOMING = '.incoming';

const isMissing = (e: unknown) =>
  (e as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ||
  (e as NodeJS.ErrnoException | undefined)?.code === 'ENOTDIR';

/**
 * Photo files in a folder (`<DATA_DIR>/photos`), one file per key. A file is written to a
 * temporary name in the same folder tree and renamed into place, so a reader never sees half
 * a photo, even if the server stops mid-write.
 */
export function createFsPhotoStorage(root: string): PhotoStorage {
  const base = path.resolve(root);
  const incoming = path.join(base, INCOMING);
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(base, ...key.split('/'));
  };

  /** Removes the now-empty folders above a removed file, so a deleted project leaves nothing. */
  async function pruneEmptyFolders(file: string): Promise<void> {
    let dir = path.dirname(file);
    while (dir.startsWith(base + path.sep) && dir !== base) {
      try {
        await fs.rmdir(dir);
      } catch {
        return; // not empty (or already gone): the folders above are not empty either
      }
      dir = path.dirname(dir);
    }
  }

  async function walk(dir: string, keyPrefix: string, out: string[]): Promise<void> {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (e) {
      if (isMissing(e)) return;
      throw e;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`, out);
      else if (entry.isFile()) out.push(key);
    }
  }

  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(incoming, { recursive: true });
      const temp = path.join(incoming, `${randomBytes(12).toString('hex')}.part`);
      try {
        await fs.writeFile(temp, body, { flag: 'wx' });
        // A removal of the project's last photo may prune the folder between mkdir and
        // rename: make it again and retry once.
        for (let attempt = 0; ; attempt += 1) {
          await fs.mkdir(path.dirname(file), { recursive: true });
          try {
            await fs.rename(temp, file);
            return;
          } catch (e) {
            if (attempt > 0 || !isMissing(e)) throw e;
          }
        }
      } catch (e) {
        await fs.rm(temp, { force: true });
        throw e;
      }
    },

    async get(key) {
      const file = fileOf(key);
      let handle;
      try {
        handle = await fs.open(file, 'r');
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      // The stream owns the handle and closes it when it ends or is destroyed.
      const body = handle.createReadStream({ autoClose: true });
      return { body, contentType: contentTypeOfKey(key), byteSize: stat.size };
    },

    async remove(keys) {
      const files = keys.map(fileOf);
      for (const file of files) {
        await fs.rm(file, { force: true });
        await pruneEmptyFolders(file);
      }
    },

    async list(prefix) {
      assertValidPrefix(prefix);
      const folders = prefix === '' ? [] : prefix.slice(0, -1).split('/');
      const out: string[] = [];
      await walk(path.join(base, ...folders), prefix, out);
      return out.sort();
    },

    async ping() {
      await fs.mkdir(base, { recursive: true });
      await fs.access(base, fs.constants.W_OK);
    },
  };
}
