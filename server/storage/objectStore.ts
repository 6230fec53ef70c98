import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context';
import type { Queryable } from '../db/types';
import { objectFile, type ObjectAddress } from './objectPath';

/**
 * Where the bytes of uploaded objects live (their rows are in storage.objects):
 * STORAGE_BACKEND picks the data folder's disk or a table of the database.
 */
export interface ObjectStore {
  /** Stores the bytes; `tx` is the transaction recording the object's row, so that both are kept or neither. */
  write(address: ObjectAddress, bytes: Buffer, tx: Queryable): Promise<void>;
  /** The stored bytes, or undefined when there are none. */
  read(address: ObjectAddress): Promise<Buffer | undefined>;
  remove(address: ObjectAddress): Promise<void>;
}

export function objectStoreOf(ctx: ServerContext): ObjectStore {
  return ctx.config.storageBackend === 'database' ? databaseStore(ctx) : diskStore(path.join(ctx.config.dataDir, 'storage'));
}

/** Under DATA_DIR/storage/<bucket>/<name>: one server process, or a disk they all mount. */
function diskStore(root: string): ObjectStore {
  return {
    async write(address, bytes) {
      const file = objectFile(root, address);
      await mkdir(path.dirname(file), { recursive: true });
      // Written to a temporary name then renamed, so a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    read: (address) => readFile(objectFile(root, address)).catch(() => undefined),
    remove: (address) => rm(objectFile(root, address), { force: true }),
  };
}

/** In storage_bytes.objects (platform.sql), out of the API roles' reach. */
function databaseStore(ctx: ServerContext): ObjectStore {
  return {
    async write(address, bytes, tx) {
      // The transaction runs as the caller's role, whose policies already accepted the row: the bytes are the server's to write.
      await tx.query('set local role none');
      await tx.query(
        `insert into storage_bytes.objects (bucket_id, name, bytes) values ($1, $2, $3)
         on conflict (bucket_id, name) do update set bytes = excluded.bytes`,
        [address.bucket, address.name, bytes],
      );
    },
    async read(address) {
      const found = await ctx.db.query<{ bytes: Uint8Array }>('select bytes from storage_bytes.objects where bucket_id = $1 and name = $2', [
        address.bucket,
        address.name,
      ]);
      const bytes = found.rows[0]?.bytes;
      return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined;
    },
    async remove(address) {
      await ctx.db.query('delete from storage_bytes.objects where bucket_id = $1 and name = $2', [address.bucket, address.name]);
    },
  };
}
