import { parseError, RestError } from './errors';
import { restErrors } from './restErrors';

/**
 * The `{a,"b,c",NULL}` list of a quantified filter (`like(any).{a,b}`), read as PostgreSQL reads
 * an array literal: elements split on commas, double quotes with backslash escapes, a backslash
 * escaping the next character outside quotes too, spaces around an element dropped, unquoted
 * NULL for null. The elements are read here, not left to PostgreSQL, so that what the pattern
 * guard checks (patternLimits.ts) is exactly what PostgreSQL will run: `{\1}` is `1` to it.
 */
export function parseArrayLiteral(text: string): Array<string | null> {
  const malformed = (details: string) => new RestError(restErrors.invalidTextRepresentation, `malformed array literal: "${text}"`, details);
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) throw malformed('Array value must start with "{" or dimension information.');
  if (!trimmed.endsWith('}')) throw malformed('Unexpected end of input.');
  const inner = trimmed.slice(1, -1);
  if (inner.trim() === '') return [];
  const elements: Array<string | null> = [];
  let i = 0;
  while (i <= inner.length) {
    while (i < inner.length && /\s/.test(inner[i])) i++;
    let value = '';
    let quoted = false;
    if (inner[i] === '"') {
      quoted = true;
      i++;
      while (i < inner.length && inner[i] !== '"') {
        if (inner[i] === '\\') i++;
        if (i < inner.length) value += inner[i++];
      }
      if (i >= inner.length) throw malformed('Unexpected end of input.');
      i++;
      while (i < inner.length && /\s/.test(inner[i])) i++;
      if (i < inner.length && inner[i] !== ',') throw malformed('Incorrectly quoted array element.');
    } else {
      let trailingSpaces = 0;
      while (i < inner.length && inner[i] !== ',') {
        const char = inner[i];
        if (char === '{' || char === '}' || char === '"') {
          throw parseError(`"${text}" is not a list this server reads`, 'Give one level of {a,b}, with double quotes around elements that hold braces or quotes');
        }
        if (char === '\\') {
          i++;
          if (i < inner.length) value += inner[i];
          trailingSpaces = 0;
        } else {
          value += char;
          trailingSpaces = /\s/.test(char) ? trailingSpaces + 1 : 0;
        }
        i++;
      }
      value = value.slice(0, value.length - trailingSpaces);
      if (value === '') throw malformed('Unexpected "," character.');
    }
    elements.push(!quoted && value.toUpperCase() === 'NULL' ? null : value);
    i++;
  }
  return elements;
}

/** The canonical literal of a list: every element quoted and escaped, nulls as NULL. */
export function formatArrayLiteral(elements: Array<string | null>): string {
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return `{${elements.map((value) => (value === null ? 'NULL' : quote(value))).join(',')}}`;
}
