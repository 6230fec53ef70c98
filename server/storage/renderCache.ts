import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectAddress } from './objectPath';

/**
 * Transformed images kept on disk under DATA_DIR/storage-cache, one folder per
 * object (named by a hash, so no object name can reach outside it), one file per
 * variant named by the object's version and the options. A new version of the
 * object makes the older files unreachable; they are removed at its first render.
 */
export interface RenderCacheEntry {
  folder: string;
  fileName: string;
  versionPrefix: string;
}

/** Enough for every width a page asks for; beyond it, variants are rendered but not kept, so random URLs cannot fill the disk. */
const maxVariantsPerObject = 48;

function renderCacheRoot(dataDir: string): string {
  return path.join(dataDir, 'storage-cache');
}

function renderCacheFolder(dataDir: string, address: ObjectAddress): string {
  return path.join(renderCacheRoot(dataDir), hash(`${address.bucket}/${address.name}`));
}

export function renderCacheEntry(dataDir: string, address: ObjectAddress, version: string, variant: string): RenderCacheEntry {
  const versionPrefix = hash(version).slice(0, 16);
  return { folder: renderCacheFolder(dataDir, address), fileName: `${versionPrefix}-${variant}`, versionPrefix };
}

export async function readRendered(entry: RenderCacheEntry): Promise<Buffer | undefined> {
  return readFile(path.join(entry.folder, entry.fileName)).catch(() => undefined);
}

export async function keepRendered(entry: RenderCacheEntry, bytes: Buffer): Promise<void> {
  await mkdir(entry.folder, { recursive: true });
  const files = await readdir(entry.folder);
  // Temporary files (leading dot) belong to writes in progress.
  const stale = files.filter((file) => !file.startsWith('.') && !file.startsWith(`${entry.versionPrefix}-`));
  await Promise.all(stale.map((file) => rm(path.join(entry.folder, file), { force: true })));
  if (files.length - stale.length >= maxVariantsPerObject) return;
  // Written under a temporary name then renamed, so a reader never gets half a file.
  const temporary = path.join(entry.folder, `.${randomUUID()}.part`);
  await writeFile(temporary, bytes);
  await rename(temporary, path.join(entry.folder, entry.fileName));
}

export async function forgetRendered(dataDir: string, address: ObjectAddress): Promise<void> {
  await rm(renderCacheFolder(dataDir, address), { recursive: true, force: true });
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
