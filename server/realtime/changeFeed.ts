import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Claims } from '../auth/requestClaims';
import { runStatementAs } from '../db/runAs';
import { isPgError, type Database } from '../db/types';
import { bindingMatches, filterSql, type ChangeBinding, type ChangeEvent } from './bindings';
import type { ChannelSession, JoinedChannel } from './channelSession';
import { limits } from './limits';
import { sqlStates } from '../../src/shared/errors/sqlStates';

/** The channel the database announces row changes on (migration 20261202060001). */
const realtimeChangesChannel = 'realtime_changes';

/** What the trigger sends: which row changed, not the row itself (a notification is at most 8000 bytes). */
export interface RowChange {
  schema: string;
  table: string;
  type: ChangeEvent;
  id: string;
  commit_timestamp: string;
}

function parseChange(payload: string): RowChange | undefined {
  try {
    const change = JSON.parse(payload) as Partial<RowChange>;
    if (typeof change.schema === 'string' && typeof change.table === 'string' && typeof change.id === 'string' && (change.type === 'INSERT' || change.type === 'UPDATE' || change.type === 'DELETE')) {
      return { ...change, commit_timestamp: change.commit_timestamp ?? new Date().toISOString() } as RowChange;
    }
  } catch {
    // Not ours: ignored.
  }
  return undefined;
}

/**
 * Turns the database's announcements into `postgres_changes` messages. For each channel with a
 * binding that matches, the row is read again AS THAT SUBSCRIBER (their role and claims, so row-level
 * security and grants decide, as they do for a REST read), and sent only if they may see it.
 * Changes are handled one at a time, in order, queued behind ordinary requests on PGlite.
 */
export class ChangeFeed {
  readonly sessions = new Set<ChannelSession>();
  private queue: RowChange[] = [];
  private draining = false;
  private stopListening?: () => Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(realtimeChangesChannel, (payload) => {
      const change = parseChange(payload);
      if (!change || this.sessions.size === 0) return;
      if (this.queue.length >= limits.pendingChanges) {
        this.log.warn({ table: change.table }, 'realtime: too many changes waiting, one dropped');
        return;
      }
      this.queue.push(change);
      void this.drain();
    });
  }

  async stop(): Promise<void> {
    this.queue = [];
    await this.stopListening?.();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let change = this.queue.shift(); change; change = this.queue.shift()) {
        for (const session of [...this.sessions]) {
          for (const channel of [...session.channels.values()]) {
            try {
              await this.deliver(session, channel, change);
            } catch (error) {
              this.log.error({ err: error, table: change.table }, 'realtime: a change could not be read for a subscriber');
            }
          }
        }
      }
    } finally {
      this.draining = false;
    }
  }

  private async deliver(session: ChannelSession, channel: JoinedChannel, change: RowChange): Promise<void> {
    const bindings = channel.bindings.filter((binding) => bindingMatches(binding, change.schema, change.table, change.type));
    if (bindings.length === 0) return;
    // A deleted row cannot be read to ask whether its subscriber could see it: never sent (decision 043).
    if (change.type === 'DELETE') return;
    const claims = await session.claimsFor(channel);
    if (!claims) return;
    const visible = await this.readAs(claims, change, bindings);
    if (!visible) return;
    session.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'postgres_changes',
      payload: {
        ids: visible.ids,
        // `columns` is what realtime-js converts text values with; these values are JSON-typed already.
        data: { schema: change.schema, table: change.table, commit_timestamp: change.commit_timestamp, type: change.type, columns: [], record: visible.record, errors: null },
      },
    });
  }

  /** The row as the subscriber sees it, and the bindings whose filter it passes; undefined when hidden from them. */
  private async readAs(claims: Claims, change: RowChange, bindings: ChangeBinding[]): Promise<{ record: Record<string, unknown>; ids: number[] } | undefined> {
    const params: unknown[] = [change.id];
    const passes = bindings.map((binding) => {
      if (!binding.filter) return 'true';
      const condition = filterSql(binding.filter, params.length + 1);
      params.push(...condition.params);
      return `coalesce(${condition.sql}, false)`;
    });
    const table = `${pg.escapeIdentifier(change.schema)}.${pg.escapeIdentifier(change.table)}`;
    const sql = `select to_jsonb(t) as record, array[${passes.join(', ')}]::boolean[] as passes from ${table} t where t.id = $1`;
    let rows: { record: Record<string, unknown>; passes: boolean[] }[];
    try {
      ({ rows } = await runStatementAs<{ record: Record<string, unknown>; passes: boolean[] }>(this.db, claims, sql, params, { background: true }));
    } catch (error) {
      // A role without the grant to read the table sees nothing of it, as a REST read would tell it.
      if (isPgError(error) && error.code === sqlStates.insufficientPrivilege) return undefined;
      throw error;
    }
    if (rows.length === 0) return undefined;
    const ids = bindings.filter((_, index) => rows[0].passes[index]).map((binding) => binding.id);
    return ids.length > 0 ? { record: rows[0].record, ids } : undefined;
  }
}
