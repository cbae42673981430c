import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileStorage, StoredFile } from '../ports.js';

// Segments start with a letter or digit, so no '..', no dotfiles, no absolute paths.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 500; // restaurants.image_key column size

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function assertSafeKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !SAFE_KEY.test(key)) throw new InvalidStorageKeyError(key);
}

/** Files on local disk under one directory, served by http/image-routes.ts at /images/<key>. */
export class LocalFileStorage implements FileStorage {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
    fs.mkdirSync(this.dir, { recursive: true });
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    // The content type is implied by the key's extension when the file is served.
    const file = this.fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file. The dot keeps it unserved.
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await fs.promises.writeFile(temp, body);
      await fs.promises.rename(temp, file);
    } catch (err) {
      await fs.promises.rm(temp, { force: true });
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.fileOf(key), { force: true });
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `/images/${key}`;
  }

  async read(key: string): Promise<Buffer | undefined> {
    return fs.promises.readFile(this.fileOf(key)).catch(ifNotFound(undefined));
  }

  /** Files under the prefix's folder; temporary files of writes under way (dot names) are not keys. */
  async *list(prefix: string): AsyncIterable<StoredFile> {
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const base = folder ? this.fileOf(folder.slice(0, -1)) : this.dir;
    const names = await fs.promises.readdir(base, { recursive: true }).catch(ifNotFound([]));
    for (const name of names) {
      const key = (folder + name).split(path.sep).join('/');
      if (!key.startsWith(prefix) || !SAFE_KEY.test(key)) continue;
      const stat = await fs.promises.stat(path.join(base, name)).catch(ifNotFound(undefined));
      if (stat?.isFile()) yield { key, modifiedAt: stat.mtime };
    }
  }

  /** Absolute path of a key; exported for tests and tooling. */
  fileOf(key: string): string {
    assertSafeKey(key);
    const file = path.resolve(this.dir, key);
    // Belt and braces: the pattern already forbids escaping the directory.
    if (!file.startsWith(this.dir + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }
}

/** A folder or file that is not there (or went meanwhile) is simply not listed. */
function ifNotFound<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if ((error as { code?: unknown }).code === 'ENOENT') return fallback;
    throw error;
  };
}

export function createLocalFileStorage(storage: { kind: 'local'; dir: string }): LocalFileStorage {
  return new LocalFileStorage(storage.dir);
}
