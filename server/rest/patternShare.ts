import { retryHint } from '../../src/shared/errors/retryHint';
import { RestError } from './errors';
import type { RestReply } from './restCall';
import { restErrors } from './restErrors';

/**
 * How many statements carrying a caller's regular expression may run at once in this process.
 * A pattern the guard lets through (patternLimits.ts) is cheap on a page of text, but on many
 * rows it still costs up to the role's statement_timeout: ten at once held PostgreSQL's whole
 * pool (10 connections) and every other API call waited. Two of ten leaves the rest of the pool,
 * and PGlite's one queue, to ordinary reads; the site's own pages use no regular expression.
 */
export const patternShareSize = 2;

/** Seconds a refused caller is told to wait: a pattern statement ends within the role's timeout. */
const retryAfterSeconds = 1;

const tooManyPatterns = () =>
  new RestError(restErrors.tooManyRequests, 'Too many requests', 'Too many requests with regular-expression filters are running at once', retryHint(retryAfterSeconds));

/**
 * The share of the connections given to pattern-bearing statements of untrusted callers: a
 * counting semaphore that refuses (429 with Retry-After, as the API's other limits) rather than
 * queues, so a burst of them never waits in line ahead of ordinary reads nor piles up in memory.
 */
export class PatternShare {
  private running = 0;

  constructor(private readonly size = patternShareSize) {}

  /** Runs `work`, within the share when `costly`. */
  async run<T>(costly: boolean, reply: RestReply, work: () => Promise<T>): Promise<T> {
    if (!costly) return work();
    if (this.running >= this.size) {
      reply.header('Retry-After', String(retryAfterSeconds));
      throw tooManyPatterns();
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
    }
  }
}
