import type { ApiRole } from '../auth/requestClaims';
import { RestError } from './errors';
import type { Filter } from './filterParser';
import { findPatternProblem, maxBound, type PatternFinding } from './patternReading';
import type { ParsedQuery } from './queryParams';
import { restErrors } from './restErrors';

/**
 * Regular-expression filters (`match`, `imatch`) run PostgreSQL's regex engine on the caller's
 * pattern. With back-references it backtracks without bound (`(.*)(.*)\2\1x` runs for minutes);
 * nested and large repetitions (`((.*){1,255}){1,3}z`) grow the automaton past what a request may
 * cost; options (`(?x)`) and directors (`***:`) change how the rest is read, so a check that does
 * not follow them misreads the pattern. So for the public roles a pattern is read as PostgreSQL
 * reads it (patternReading.ts) and refused when it uses any of these, or has more than
 * `maxPatternLength` characters; service_role (the server's own key) is trusted and unlimited.
 * A resource limit, not a permission: who may read what stays in SQL.
 */
const maxPatternLength = 200;

const patternError = (message: string, details: string) =>
  new RestError(restErrors.invalidQuery, message, details, 'Use like/ilike, or a shorter pattern without back-references, options or nested repetitions');

function refusal(op: string, finding: PatternFinding): RestError {
  switch (finding.kind) {
    case 'director':
      return patternError(`Regular-expression directors are not allowed in "${op}" filters`, `The pattern starts with ${finding.text}`);
    case 'embedded-options':
      return patternError(`Embedded options are not allowed in "${op}" filters`, `The pattern uses ${finding.text}`);
    case 'back-reference':
      return patternError(`Back-references are not allowed in "${op}" filters`, `The pattern uses the back-reference ${finding.text}`);
    case 'large-bound':
      return patternError(
        `Repetition bounds too large in "${op}" filter`,
        `The pattern's bounds name ${finding.bound} repetitions in all (reached at ${finding.text}); at most ${maxBound} are allowed`,
      );
    case 'nested-quantifier':
      return patternError(`Nested repetitions are not allowed in "${op}" filters`, `The pattern repeats a group that already repeats (${finding.text})`);
  }
}

function checkFilter(filter: Filter): void {
  if (filter.kind === 'logic') {
    filter.children.forEach(checkFilter);
    return;
  }
  if (filter.op !== 'match' && filter.op !== 'imatch') return;
  // A quantified list (`match(any).{a,b}`) is checked element by element, as PostgreSQL will read them.
  const patterns = 'quantifier' in filter ? filter.values : [filter.value];
  for (const pattern of patterns) if (pattern !== null) checkPattern(filter.op, pattern);
}

function checkPattern(op: 'match' | 'imatch', pattern: string): void {
  const length = [...pattern].length;
  if (length > maxPatternLength) {
    throw patternError(`Regular expression too long in "${op}" filter`, `The pattern has ${length} characters; at most ${maxPatternLength} are allowed`);
  }
  const finding = findPatternProblem(pattern);
  if (finding) throw refusal(op, finding);
}

/** Refuses costly regular-expression filters anywhere in the request, embedded ones included. */
export function checkPatterns(query: ParsedQuery, role: ApiRole): void {
  if (role === 'service_role') return;
  for (const filters of query.filters.values()) filters.forEach(checkFilter);
}

const usesPattern = (filter: Filter): boolean =>
  filter.kind === 'logic' ? filter.children.some(usesPattern) : filter.op === 'match' || filter.op === 'imatch';

/** Whether a caller's regular expression reaches PostgreSQL with this request (see patternShare.ts). */
export function hasPatterns(query: ParsedQuery, role: ApiRole): boolean {
  if (role === 'service_role') return false;
  for (const filters of query.filters.values()) if (filters.some(usesPattern)) return true;
  return false;
}
