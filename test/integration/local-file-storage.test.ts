import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, LocalFileStorage } from '../../src/modules/catalogue/adapters/local-file-storage.js';

let root: string;
let dir: string;
let storage: LocalFileStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-storage-'));
  dir = path.join(root, 'uploads', 'nested');
  storage = new LocalFileStorage(dir);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every file under root, relative to it. */
function allFiles(): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}

describe('LocalFileStorage', () => {
  it('creates its directory', () => {
    expect(fs.statSync(dir).isDirectory()).toBe(true);
  });

  it('puts a file under its key, creating folders, and leaves no temporary file', async () => {
    await storage.put('restaurants/0123456789abcdef-banner.webp', Buffer.from('hello'), 'image/webp');
    expect(fs.readFileSync(path.join(dir, 'restaurants/0123456789abcdef-banner.webp'), 'utf8')).toBe('hello');
    expect(allFiles()).toEqual([path.join('uploads', 'nested', 'restaurants', '0123456789abcdef-banner.webp')]);
  });

  it('overwrites an existing key', async () => {
    await storage.put('a.webp', Buffer.from('one'), 'image/webp');
    await storage.put('a.webp', Buffer.from('two'), 'image/webp');
    expect(fs.readFileSync(path.join(dir, 'a.webp'), 'utf8')).toBe('two');
  });

  it('deletes a file, and deleting a missing key is fine', async () => {
    await storage.put('restaurants/x-card.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('restaurants/x-card.webp');
    expect(fs.existsSync(path.join(dir, 'restaurants/x-card.webp'))).toBe(false);
    await expect(storage.delete('restaurants/x-card.webp')).resolves.toBeUndefined();
  });

  it('serves keys under /images', () => {
    expect(storage.publicUrl('restaurants/0123456789abcdef-card.webp')).toBe('/images/restaurants/0123456789abcdef-card.webp');
  });

  const badKeys = [
    '', '../escape.webp', 'restaurants/../../escape.webp', '..', '/etc/passwd', 'a\\..\\b', 'C:\\x',
    '.hidden', 'restaurants/.hidden', 'a//b', 'a/./b', 'a/b/', '%2e%2e/x', 'a\0b', 'x'.repeat(501),
  ];

  it.each(badKeys.map((k) => [JSON.stringify(k.slice(0, 40)), k]))('rejects the key %s', async (_label, key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
    expect(allFiles()).toEqual([]);
  });

  it('cannot delete a file outside its directory', async () => {
    fs.writeFileSync(path.join(root, 'keep.txt'), 'keep');
    await expect(storage.delete('../../keep.txt')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(fs.existsSync(path.join(root, 'keep.txt'))).toBe(true);
  });
});
