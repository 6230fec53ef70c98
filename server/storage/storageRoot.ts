import path from 'node:path';
import type { ServerContext } from '../context';

/** The folder holding every bucket's files. */
export function storageRoot(ctx: ServerContext): string {
  return path.join(ctx.config.dataDir, 'storage');
}
