import { parseError } from './errors';
import { countConditions, maxConditions, parseCondition, parseLogic, type Filter } from './filterParser';
import { parseOrder, type OrderTerm } from './orderParser';
import { parseSelect, type SelectItem } from './selectParser';
import { parseField, parseName, splitTopLevel } from './syntax';

/** Everything the query string says, before any name is checked against the schema. */
export interface ParsedQuery {
  select: SelectItem[];
  /** Filters by embedding path: '' for the main resource, 'rel' or 'rel.sub' for embedded ones. */
  filters: Map<string, Filter[]>;
  order: Map<string, OrderTerm[]>;
  limit: Map<string, number>;
  offset: Map<string, number>;
  /** `columns=` of an insert, `on_conflict=` of an upsert. */
  columns?: string[];
  onConflict?: string[];
  /** Function arguments of a GET /rpc call. */
  args: Map<string, string>;
}

function parseCount(key: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw parseError(`"${key}=${value}" is not a valid number`);
  return Number(value);
}

function pushTo<T>(map: Map<string, T[]>, key: string, items: T[]): void {
  const list = map.get(key) ?? [];
  list.push(...items);
  map.set(key, list);
}

/**
 * Reads the query string pairs. `isArg` says which keys are function arguments
 * (GET /rpc/fn?x=1); every other unknown key is a filter.
 */
export function parseQueryParams(pairs: Array<[string, string]>, isArg: (key: string) => boolean = () => false): ParsedQuery {
  const query: ParsedQuery = { select: [{ kind: 'star' }], filters: new Map(), order: new Map(), limit: new Map(), offset: new Map(), args: new Map() };
  let conditions = 0;
  for (const [key, value] of pairs) {
    // The API key of the gateway (http/apiKeyInQuery.ts), never a filter nor an argument.
    if (key === 'apikey') continue;
    if (key === 'select') query.select = parseSelect(value);
    else if (key === 'columns') query.columns = splitTopLevel(value, ',').map(parseName);
    else if (key === 'on_conflict') query.onConflict = splitTopLevel(value, ',').map(parseName);
    else if (isArg(key)) query.args.set(key, value);
    else {
      const { path, last } = splitKey(key);
      if (last === 'order') pushTo(query.order, path, parseOrder(value));
      else if (last === 'limit') query.limit.set(path, parseCount(key, value));
      else if (last === 'offset') query.offset.set(path, parseCount(key, value));
      else {
        const filter = parseFilterKey(key, value);
        conditions += countConditions(filter.filter);
        if (conditions > maxConditions) throw parseError(`Too many filters: at most ${maxConditions}`);
        pushTo(query.filters, filter.path, [filter.filter]);
      }
    }
  }
  return query;
}

function splitKey(key: string): { path: string; last: string } {
  const dot = key.lastIndexOf('.');
  return dot < 0 || key.includes('->') ? { path: '', last: key } : { path: key.slice(0, dot), last: key.slice(dot + 1) };
}

/** `col`, `rel.col`, `data->a->>b`, `or`, `not.and`, `rel.or`, each with its value. */
function parseFilterKey(key: string, value: string): { path: string; filter: Filter } {
  const arrow = key.indexOf('->');
  const prefix = arrow < 0 ? key : key.slice(0, arrow);
  const segments = prefix.split('.');
  const last = segments.pop()!;
  if (arrow < 0 && (last === 'or' || last === 'and')) {
    const negated = segments[segments.length - 1] === 'not';
    if (negated) segments.pop();
    return { path: segments.join('.'), filter: parseLogic(last, negated, value) };
  }
  if (!last) throw parseError(`"${key}" is not a valid filter name`);
  const field = parseField(last + (arrow < 0 ? '' : key.slice(arrow)));
  return { path: segments.join('.'), filter: parseCondition(field, value) };
}
