import { parseError } from './errors';

/** One step of a JSON path: `->key` keeps JSON, `->>key` gives text. */
interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, maybe followed by a JSON path (`data->a->>b`). */
export interface FieldRef {
  column: string;
  path: JsonStep[];
}

/**
 * Splits text on a separator at depth 0, honouring parentheses and double
 * quotes (with backslash escapes), as PostgREST's grammar does. With `braces`
 * (the items of or/and), a `{a,b}` list is one piece too, parentheses in it included.
 */
export function splitTopLevel(text: string, separator: string, braces = false): string[] {
  const parts: string[] = [];
  let depth = 0;
  let braceDepth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      current += char;
      if (char === '\\' && i + 1 < text.length) current += text[++i];
      else if (char === '"') quoted = false;
      continue;
    }
    if (braces && (char === '{' || (char === '}' && braceDepth > 0))) {
      braceDepth += char === '{' ? 1 : -1;
      current += char;
      continue;
    }
    if (braceDepth > 0) {
      current += char;
      if (char === '"') quoted = true;
      else if (char === '\\' && i + 1 < text.length) current += text[++i];
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') {
      depth--;
      if (depth < 0) throw parseError(`Unbalanced parentheses in "${text}"`);
    } else if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  if (quoted || depth !== 0 || braceDepth !== 0) throw parseError(`Unbalanced parentheses or quotes in "${text}"`);
  parts.push(current);
  return parts;
}

/** Removes surrounding double quotes and their backslash escapes. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

const namePattern = /^[^\s,.:()!"'>-][^,.:()!"'>]*$/;

/** A plain or double-quoted identifier; anything odd is a parse error, never SQL. */
export function parseName(text: string): string {
  const name = unquote(text.trim());
  if (!name || (!text.trim().startsWith('"') && !namePattern.test(name)) || name.length > 63) {
    throw parseError(`"${text}" is not a valid name`);
  }
  return name;
}

/** `col`, `col->a->>b`, `"my col"->0`. */
export function parseField(text: string): FieldRef {
  const match = /->>?/.exec(text);
  if (!match) return { column: parseName(text), path: [] };
  const column = parseName(text.slice(0, match.index));
  const path: JsonStep[] = [];
  const rest = text.slice(match.index);
  const stepPattern = /(->>?)("(?:[^"\\]|\\.)*"|[^-]+(?:-(?!>)[^-]*)*)/y;
  let offset = 0;
  while (offset < rest.length) {
    stepPattern.lastIndex = offset;
    const step = stepPattern.exec(rest);
    if (!step) throw parseError(`"${text}" is not a valid JSON path`);
    path.push({ arrow: step[1] as JsonStep['arrow'], key: unquote(step[2]) });
    offset = stepPattern.lastIndex;
  }
  return { column, path };
}

/** The key a JSON path gives its value in the response, as PostgREST names it. */
export function fieldOutputName(field: FieldRef): string {
  return field.path.length ? field.path[field.path.length - 1].key : field.column;
}
