import type { Claims } from '../auth/requestClaims';
import { runAs } from '../db/runAs';
import { isPgError, type Database, type Queryable } from '../db/types';
import { notFound, StorageHttpError, unauthorized } from './errors';
import type { ObjectAddress } from './objectPath';
import { sqlStates } from '../../src/shared/errors/sqlStates';

/** The storage.objects row as Storage's API returns it. */
export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: StoredMetadata | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export interface StoredMetadata {
  mimetype: string;
  size: number;
  cacheControl: string;
  eTag: string;
  lastModified: string;
}

const objectColumns = 'id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at';

export async function bucketIsPublic(db: Database, bucket: string): Promise<boolean | undefined> {
  const found = await db.query<{ public: boolean }>('select public from storage.buckets where id = $1', [bucket]);
  return found.rows[0]?.public;
}

/**
 * Inserts (or, with upsert, replaces) the object's row as the caller, so the
 * policies on storage.objects decide; then runs writeBytes inside the same
 * transaction, so a failed write leaves no row behind.
 */
export async function saveObjectRow(
  db: Database,
  claims: Claims,
  address: ObjectAddress,
  metadata: StoredMetadata,
  upsert: boolean,
  writeBytes: (tx: Queryable) => Promise<void>,
): Promise<ObjectRow> {
  try {
    return await runAs(db, claims, async (tx) => {
      const row = await insertRow(tx, claims, address, metadata, upsert);
      await writeBytes(tx);
      return row;
    });
  } catch (error) {
    throw describeDatabaseRefusal(error);
  }
}

/** Thrown to roll back a trial write once the policies have accepted it. */
class TrialAccepted extends Error {}

/**
 * Tries the caller's insert (or upsert) of the row and rolls it back: the
 * policies on storage.objects answer « may this caller write here? » before any
 * CPU goes into decoding the image. The real write repeats the same statement,
 * so the policies still have the last word.
 */
export async function checkMayWriteObject(db: Database, claims: Claims, address: ObjectAddress, upsert: boolean): Promise<void> {
  const placeholder: StoredMetadata = { mimetype: 'image/webp', size: 0, cacheControl: 'max-age=0', eTag: '""', lastModified: new Date(0).toUTCString() };
  try {
    await runAs(db, claims, async (tx) => {
      await insertRow(tx, claims, address, placeholder, upsert);
      throw new TrialAccepted();
    });
  } catch (error) {
    if (error instanceof TrialAccepted) return;
    throw describeDatabaseRefusal(error);
  }
}

async function insertRow(tx: Queryable, claims: Claims, address: ObjectAddress, metadata: StoredMetadata, upsert: boolean): Promise<ObjectRow> {
  const conflict = upsert
    ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, updated_at = now()'
    : '';
  const inserted = await tx.query<ObjectRow>(
    `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, $2, $3, $4) ${conflict} returning ${objectColumns}`,
    [address.bucket, address.name, claims.sub ?? null, JSON.stringify(metadata)],
  );
  return inserted.rows[0];
}

/** Deletes the rows the caller may delete; the others are silently left, as Supabase does. */
export async function deleteObjectRows(db: Database, claims: Claims, bucket: string, names: string[]): Promise<ObjectRow[]> {
  try {
    return await runAs(db, claims, async (tx) => {
      const deleted = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${objectColumns}`,
        [bucket, names],
      );
      return deleted.rows;
    });
  } catch (error) {
    throw describeDatabaseRefusal(error);
  }
}

export async function findPublicObject(db: Database, address: ObjectAddress): Promise<ObjectRow | undefined> {
  const found = await db.query<ObjectRow>(
    `select ${objectColumns} from storage.objects o where o.bucket_id = $1 and o.name = $2
       and exists (select 1 from storage.buckets b where b.id = o.bucket_id and b.public)`,
    [address.bucket, address.name],
  );
  return found.rows[0];
}

function describeDatabaseRefusal(error: unknown): unknown {
  if (error instanceof StorageHttpError || !isPgError(error)) return error;
  if (error.code === sqlStates.insufficientPrivilege) return unauthorized('new row violates row-level security policy');
  if (error.code === sqlStates.uniqueViolation) return new StorageHttpError(409, 'Duplicate', 'The resource already exists');
  if (error.code === sqlStates.foreignKeyViolation) return notFound('Bucket');
  return error;
}
