/**
 * The values a one-column CHECK constraint lets a text column hold, read from `pg_get_constraintdef`'s text
 * (decision 077): `status = ANY (ARRAY['pending'::text, …])`, `(budget IS NULL) OR (budget = ANY (…))` for an
 * optional column, `services <@ ARRAY[…]` for a text[] column, alone or as one conjunct of an AND. Anything else
 * (a disjunction with another condition, a value that is not a literal) says nothing about the values: null.
 */
export function checkedValues(definition: string, column: string): string[] | null {
  const body = definition.replace(/^CHECK /, '').replace(/ NOT VALID$/, '');
  let found: string[] | null = null;
  for (const conjunct of conjuncts(body)) {
    const values = valuesOf(conjunct, quotedName(column));
    if (values) found = found ? found.filter((value) => values.includes(value)) : values;
  }
  return found;
}

function valuesOf(condition: string, column: string): string[] | null {
  const alternatives = splitTopLevel(condition, ' OR ').map(unwrap);
  if (alternatives.length === 2 && alternatives.includes(`${column} IS NULL`)) {
    return valuesOf(alternatives.find((alternative) => alternative !== `${column} IS NULL`)!, column);
  }
  if (alternatives.length !== 1) return null;
  for (const prefix of [`${column} = ANY (ARRAY[`, `${column} <@ ARRAY[`]) {
    const suffix = prefix.endsWith('(ARRAY[') ? '])' : ']';
    if (condition.startsWith(prefix) && condition.endsWith(suffix)) return literals(condition.slice(prefix.length, -suffix.length));
  }
  return null;
}

/** `'a'::text, 'b'::text` → ['a', 'b'], or null when an element is not a text literal. */
function literals(list: string): string[] | null {
  const values: string[] = [];
  for (const element of splitTopLevel(list, ', ')) {
    const match = /^'((?:[^']|'')*)'::(?:text|character varying)$/.exec(element);
    if (!match) return null;
    values.push(match[1].replaceAll("''", "'"));
  }
  return values;
}

/** The conditions ANDed at the top of an expression, nested ANDs flattened, each without its parentheses. */
function conjuncts(expression: string): string[] {
  const parts = splitTopLevel(unwrap(expression), ' AND ').map(unwrap);
  return parts.length === 1 ? parts : parts.flatMap(conjuncts);
}

/** Removes the parentheses that enclose the whole expression, however many pairs. */
function unwrap(expression: string): string {
  let text = expression.trim();
  while (text.startsWith('(') && closingOf(text, 0) === text.length - 1) text = text.slice(1, -1).trim();
  return text;
}

function closingOf(text: string, open: number): number {
  let depth = 0;
  let quoted = false;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (char === "'") quoted = !quoted;
    else if (!quoted && char === '(') depth++;
    else if (!quoted && char === ')' && --depth === 0) return index;
  }
  return -1;
}

/** Splits at `separator` where it stands outside any parentheses, brackets and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "'") quoted = !quoted;
    else if (quoted) continue;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && text.startsWith(separator, index)) {
      parts.push(text.slice(start, index));
      start = index + separator.length;
      index += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** A column's name as pg_get_constraintdef prints it: quoted unless it is a plain lower-case identifier. */
function quotedName(column: string): string {
  return /^[a-z_][a-z0-9_]*$/.test(column) ? column : `"${column.replaceAll('"', '""')}"`;
}
