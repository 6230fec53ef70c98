import { parseArrayLiteral } from './arrayLiteral';
import { parseError } from './errors';
import { parseField, splitTopLevel, unquote, type FieldRef } from './syntax';

export const binaryOperators = {
  eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=',
  like: 'like', ilike: 'ilike', match: '~', imatch: '~*',
  cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-',
  isdistinct: 'is distinct from',
} as const;
type BinaryOperator = keyof typeof binaryOperators;
/** The operators PostgREST lets a list quantify: `like(any).{a,b}`, `gt(all).{1,2}`. */
const quantifiableOperators = ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const;
export type QuantifiableOperator = (typeof quantifiableOperators)[number];
export const ftsOperators = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;
type FtsOperator = keyof typeof ftsOperators;
const isValues = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
type IsValue = (typeof isValues)[number];

export type Condition = { kind: 'condition'; field: FieldRef; negated: boolean } & (
  | { op: BinaryOperator; value: string }
  | { op: QuantifiableOperator; quantifier: 'any' | 'all'; values: Array<string | null> }
  | { op: 'in'; values: string[] }
  | { op: 'is'; value: IsValue }
  | { op: FtsOperator; value: string; config?: string }
);

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

export type Filter = Condition | Logic;

/** Most conditions accepted in one request, nested ones included. */
export const maxConditions = 100;

/**
 * `not.in.(1,2)`, `ilike.*foo*`, `like(any).{a*,b*}`, `fts(english).cat`, `is.null` for a given field.
 * Inside or/and (`inLogic`), a value wholly in double quotes loses them, as PostgREST reads
 * `or=(name.eq."a,b")`; a top-level value is taken as it is.
 */
export function parseCondition(field: FieldRef, text: string, inLogic = false): Condition {
  let negated = false;
  let rest = text;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError(`"${text}" is not a valid filter`, 'Expected "operator.value", e.g. "eq.1"');
  const operatorText = rest.slice(0, dot);
  const rawValue = rest.slice(dot + 1);
  const value = inLogic && rawValue.length >= 2 && rawValue.startsWith('"') && rawValue.endsWith('"') ? unquote(rawValue) : rawValue;
  const quantified = /^([a-z]+)\((any|all)\)$/.exec(operatorText);
  if (quantified) {
    const op = quantified[1];
    if (!(quantifiableOperators as readonly string[]).includes(op)) {
      throw parseError(`"${op}" takes no (${quantified[2]}) modifier`, `Only ${quantifiableOperators.join(', ')} take (any) or (all)`);
    }
    return { kind: 'condition', field, negated, op: op as QuantifiableOperator, quantifier: quantified[2] as 'any' | 'all', values: parseArrayLiteral(value) };
  }
  const fts = /^(fts|plfts|phfts|wfts)(?:\(([^()]+)\))?$/.exec(operatorText);
  if (fts) return { kind: 'condition', field, negated, op: fts[1] as FtsOperator, value, config: fts[2] };
  if (operatorText === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) throw parseError(`"${text}" is not a valid in filter`, 'Expected "in.(a,b)"');
    const inner = value.slice(1, -1);
    const values = inner.trim() === '' ? [] : splitTopLevel(inner, ',').map((item) => unquote(item));
    return { kind: 'condition', field, negated, op: 'in', values };
  }
  if (operatorText === 'is') {
    const lower = value.toLowerCase();
    if (!(isValues as readonly string[]).includes(lower)) throw parseError(`"${value}" is not valid after is.`, 'Expected null, not_null, true, false or unknown');
    return { kind: 'condition', field, negated, op: 'is', value: lower as IsValue };
  }
  if (operatorText in binaryOperators) {
    return { kind: 'condition', field, negated, op: operatorText as BinaryOperator, value };
  }
  throw parseError(`"${operatorText}" is not a known operator`, `In filter "${text}"`);
}

/** Deepest nesting of and/or groups accepted. */
const maxLogicDepth = 10;

/** `(a.eq.1,or(b.gt.2,not.c.is.null))` as the value of `or=`, `and=`, `not.or=`. */
export function parseLogic(op: 'and' | 'or', negated: boolean, text: string, depth = 0): Logic {
  if (depth > maxLogicDepth) throw parseError(`and/or groups may not nest deeper than ${maxLogicDepth} levels`);
  if (!text.startsWith('(') || !text.endsWith(')')) throw parseError(`"${text}" is not a valid ${op} filter`, 'Expected parentheses');
  const children = splitTopLevel(text.slice(1, -1), ',', true).map((item) => parseLogicItem(item.trim(), depth));
  return { kind: 'logic', op, negated, children };
}

function parseLogicItem(text: string, depth: number): Filter {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(text);
  if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3], depth + 1);
  // field.[not.]op.value: the field ends at the first dot outside quotes that is not in a JSON path key.
  const fieldEnd = findFieldEnd(text);
  if (fieldEnd < 0) throw parseError(`"${text}" is not a valid filter`);
  return parseCondition(parseField(text.slice(0, fieldEnd)), text.slice(fieldEnd + 1), true);
}

function findFieldEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === '.' && !quoted) return i;
  }
  return -1;
}

export function countConditions(filter: Filter): number {
  return filter.kind === 'condition' ? 1 : filter.children.reduce((sum, child) => sum + countConditions(child), 0);
}
