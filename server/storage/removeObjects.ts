import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { callerClaims } from './callerClaims';
import { invalidRequest } from './errors';
import { checkBucket, checkObjectName } from './objectPath';
import { deleteObjectRows } from './objectRows';
import { forgetRendered } from './renderCache';
import type { ObjectStore } from './objectStore';

const removeBody = z.object({ prefixes: z.array(z.string()).min(1).max(1000) });

/** DELETE /object/<bucket> with { prefixes }: removes what the caller may remove, returns those rows. */
export async function removeObjects(ctx: ServerContext, objects: ObjectStore, request: FastifyRequest<{ Params: { bucket: string } }>, reply: FastifyReply) {
  const bucket = checkBucket(request.params.bucket);
  const parsed = removeBody.safeParse(request.body);
  if (!parsed.success) throw invalidRequest('Body must be { "prefixes": ["path", …] }');
  const names = parsed.data.prefixes.map(checkObjectName);
  const claims = await callerClaims(ctx, request);
  const removed = await deleteObjectRows(ctx.db, claims, bucket, names);
  await Promise.all(
    removed.map(async (row) => {
      await objects.remove({ bucket, name: row.name });
      await forgetRendered(ctx.config.dataDir, { bucket, name: row.name });
    }),
  );
  return reply.send(removed);
}
