import { csvType } from './mediaTypes';
import type { RestCall, RestReply } from './restCall';
import type { StatementsOutcome } from './requestContext';
import { contentRange, jsonType, maxAffectedError, singleRowError, type StatementRow } from './responses';
import type { WritePlan } from './writePlan';

/** The answer's body, empty for HEAD. */
export function sendBody(reply: RestReply, request: RestCall, status: number, body: string, csv = false): RestReply {
  reply.code(status).header('content-type', csv ? csvType : jsonType);
  return reply.send(request.method === 'HEAD' ? '' : body);
}

/**
 * PostgREST's statuses for writes (Response.hs): an insert answers 201, except a merge-duplicates
 * upsert that inserted no row (200); PATCH and DELETE answer 200 with their rows, 204 without.
 */
function writeStatus(plan: WritePlan, outcome: StatementsOutcome): number {
  if (plan.kind === 'insert') return plan.prefs.resolution === 'merge-duplicates' && outcome.inserted === 0 ? 200 : 201;
  return plan.options.representation ? 200 : 204;
}

/** The answer to a write: Content-Range always, the rows when return=representation asked for them. */
export function sendWrite(reply: RestReply, request: RestCall, plan: WritePlan, outcome: StatementsOutcome): RestReply {
  const { representation, single, count } = plan.options;
  const rows = representation ? outcome.row.page : outcome.affected;
  reply.header('content-range', contentRange(0, rows, count ? rows : null));
  const status = writeStatus(plan, outcome);
  if (!representation) return reply.code(status).send();
  return sendBody(reply, request, status, outcome.row.body ?? (single ? 'null' : '[]'));
}

/**
 * The 406 of a single-object write, and a write over max-affected, roll the write back as PostgREST does.
 * None when neither applies: the write then needs no look before its commit (one round trip).
 */
export function writeCheck(plan: WritePlan): ((row: StatementRow, affected: number) => void) | undefined {
  const { single, representation } = plan.options;
  const { strict, maxAffected } = plan.prefs;
  if (!single && !(strict && maxAffected !== undefined)) return undefined;
  return (row, affected) => {
    const rows = representation ? row.page : affected;
    if (single && rows !== 1) throw singleRowError(rows);
    if (strict && maxAffected !== undefined && rows > maxAffected) throw maxAffectedError(rows);
  };
}
