import type { ApiRole } from '../auth/requestClaims';
import { RestError } from './errors';
import type { Filter } from './filterParser';
import type { ParsedQuery } from './queryParams';

/**
 * Regular-expression filters (`match`, `imatch`) run PostgreSQL's regex engine on the caller's
 * pattern. With back-references it backtracks without bound (`(.*)(.*)\2\1x` runs for minutes), and
 * a long pattern is costly even without them. So for the public roles a pattern may not use
 * back-references and has at most `maxPatternLength` characters; service_role (the server's own
 * key) is trusted and unlimited. A resource limit, not a permission: who may read what stays in SQL.
 */
export const maxPatternLength = 200;

const patternError = (message: string, details: string) =>
  new RestError(400, 'PGRST100', message, details, 'Use like/ilike, or a shorter pattern without back-references');

/** The first back-reference (`\1`–`\9`, `\k`) outside a bracket expression, if any. */
export function findBackReference(pattern: string): string | undefined {
  let inBracket = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inBracket && /[1-9k]/.test(next)) return `\\${next}`;
      i++;
    } else if (inBracket) {
      if (char === ']') inBracket = false;
    } else if (char === '[') {
      inBracket = true;
      // `[]…]` and `[^]…]`: a `]` right after the opening is a literal member.
      if (pattern[i + 1] === '^') i++;
      if (pattern[i + 1] === ']') i++;
    }
  }
  return undefined;
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
  const backReference = findBackReference(pattern);
  if (backReference) {
    throw patternError(`Back-references are not allowed in "${op}" filters`, `The pattern uses the back-reference ${backReference}`);
  }
}

/** Refuses costly regular-expression filters anywhere in the request, embedded ones included. */
export function checkPatterns(query: ParsedQuery, role: ApiRole): void {
  if (role === 'service_role') return;
  for (const filters of query.filters.values()) filters.forEach(checkFilter);
}
