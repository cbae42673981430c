import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../../config.js';

/** The folders this process writes to: DATA_DIR, and the SQLite file's and the images' folders. */
function writtenFolders(config: Config): string[] {
  const folders = [config.dataDir];
  if (config.database.kind === 'sqlite' && config.database.filename !== ':memory:') folders.push(path.dirname(config.database.filename));
  if (config.storage.kind === 'local') folders.push(config.storage.dir);
  return [...new Set(folders)];
}

/**
 * Refuses to start, naming the folder, when a data folder cannot be created or written.
 * Permission bits alone do not say (root ignores them; a read-only mount or /proc does not),
 * so a file is actually written and removed.
 */
export function assertDataFoldersWritable(config: Config): void {
  for (const folder of writtenFolders(config)) {
    try {
      fs.mkdirSync(folder, { recursive: true });
      const probe = path.join(folder, `.write-probe-${randomBytes(6).toString('hex')}`);
      fs.writeFileSync(probe, '');
      fs.rmSync(probe);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      throw new ConfigError(
        `The data folder ${folder} is not writable${typeof code === 'string' ? ` (${code})` : ''}: set DATA_DIR to a folder this process can write to`,
      );
    }
  }
}
