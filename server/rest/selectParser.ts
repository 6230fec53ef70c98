import { parseError } from './errors';
import { parseField, parseName, splitTopLevel, type FieldRef } from './syntax';

/** Casts allowed in `select=col::type`: a closed list, so a type name never carries SQL. */
const allowedCasts = new Set([
  'text', 'varchar', 'int', 'int2', 'int4', 'int8', 'integer', 'smallint', 'bigint', 'numeric', 'real', 'float4',
  'float8', 'double precision', 'boolean', 'bool', 'date', 'time', 'timestamp', 'timestamptz', 'json', 'jsonb', 'uuid',
]);

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: FieldRef; alias?: string; cast?: string }
  | { kind: 'embed'; name: string; alias?: string; hint?: string; inner: boolean; items: SelectItem[] };

/** Deepest nesting of embedded resources accepted in one request. */
const maxEmbedDepth = 5;

/** Parses PostgREST's `select` parameter: `*,alias:col::text,data->a,rel!inner(id,name)`. */
export function parseSelect(text: string, depth = 0): SelectItem[] {
  if (depth > maxEmbedDepth) throw parseError(`Embedding deeper than ${maxEmbedDepth} levels is not allowed`);
  const trimmed = text.trim();
  if (!trimmed) return [{ kind: 'star' }];
  return splitTopLevel(trimmed, ',').map((part) => parseItem(part.trim(), depth));
}

function parseItem(text: string, depth: number): SelectItem {
  if (!text) throw parseError('Empty item in select');
  if (text === '*') return { kind: 'star' };
  let alias: string | undefined;
  let rest = text;
  const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^:("]+):(?!:)/.exec(text);
  if (aliasMatch) {
    alias = parseName(aliasMatch[1]);
    rest = text.slice(aliasMatch[0].length);
  }
  const open = rest.indexOf('(');
  if (open >= 0) {
    if (!rest.endsWith(')')) throw parseError(`"${text}" is not a valid embedded resource`);
    const [target, ...modifiers] = rest.slice(0, open).split('!');
    let inner = false;
    let hint: string | undefined;
    for (const modifier of modifiers) {
      if (modifier === 'inner') inner = true;
      else if (modifier === 'left') inner = false;
      else if (hint === undefined) hint = parseName(modifier);
      else throw parseError(`"${text}" has too many hints`);
    }
    // `rel()` selects nothing of it: an embedding kept only to filter by (PostgREST's empty embed).
    const inside = rest.slice(open + 1, -1);
    if (depth + 1 > maxEmbedDepth) throw parseError(`Embedding deeper than ${maxEmbedDepth} levels is not allowed`);
    const items = inside.trim() ? parseSelect(inside, depth + 1) : [];
    return { kind: 'embed', name: parseName(target), alias, hint, inner, items };
  }
  const castAt = rest.lastIndexOf('::');
  let cast: string | undefined;
  if (castAt >= 0) {
    cast = rest.slice(castAt + 2).trim().toLowerCase();
    if (!allowedCasts.has(cast)) throw parseError(`Unsupported cast "${cast}"`);
    rest = rest.slice(0, castAt);
  }
  return { kind: 'field', field: parseField(rest), alias, cast };
}
