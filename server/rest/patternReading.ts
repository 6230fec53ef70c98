/**
 * Reads a regular expression as PostgreSQL reads an ARE (advanced regular expression, the
 * flavour of `~` and `~*`: documentation §9.7.3), far enough to find what makes one costly.
 * It must read every character as PostgreSQL does, or a construct hides from it: before this
 * reader, `(?x)(.*)(.*)#[\n\2\1x` passed because `#[` was taken for a bracket while the
 * expanded syntax `(?x)` makes `#…` a comment, so the back-references were real.
 *
 * What it reads (and why it can stay small):
 * - Directors (`***:`, `***=`) and embedded options (`(?x)`, `(?b)`, `(?q)`, … at the start) change
 *   how everything after them is read: expanded syntax (spaces and `#` comments ignored), basic
 *   or literal syntax. They are reported, not interpreted: a caller who is not trusted may not use
 *   them, so every pattern read further is a plain ARE. `(?#…)` comments are reported likewise.
 * - Brackets `[…]`: a `]` right after `[` or `[^` is a member; `[:class:]`, `[.coll.]` and `[=equiv=]`
 *   may hold a `]`; `\` escapes inside brackets too (an ARE rule, not POSIX's).
 * - Escapes: `\1`–`\9` outside brackets are back-references (or octal escapes PostgreSQL may read
 *   as back-references: both reported); `\k` is reported too (not PostgreSQL's, a back-reference elsewhere).
 * - Groups `(…)`, `(?:…)`, lookaround `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`.
 * - Quantifiers `*`, `+`, `?`, bounds `{m}`, `{m,}`, `{m,n}` (a `{` not followed by a digit is an
 *   ordinary character in an ARE), each possibly lazy (`*?`, `{m,n}?`).
 * Syntax errors (unbalanced brackets or parentheses) are left to PostgreSQL, which refuses them
 * with its own 400 (2201B) before matching anything.
 */

export type PatternFinding =
  | { kind: 'director'; text: string }
  | { kind: 'embedded-options'; text: string }
  | { kind: 'back-reference'; text: string }
  | { kind: 'large-bound'; text: string; bound: number }
  | { kind: 'nested-quantifier'; text: string };

/**
 * The repetitions all bounds of a pattern may name together (PostgreSQL allows 255 per bound,
 * RE_DUP_MAX). Each counted repetition copies the repeated atom's states: on a 4,000-character
 * text, `.{0,100}` costs 2 ms, 25 of them 230 ms per row, and nested ones seconds.
 */
export const maxBound = 100;

interface Group {
  /** A quantifier applies somewhere inside: repeating the group multiplies the engine's states. */
  quantified: boolean;
}

/** What the last atom was, for the quantifier that may follow it. */
type LastAtom = { kind: 'none' } | { kind: 'simple' } | { kind: 'group'; quantifiedInside: boolean };

const lookaroundOrGroup = /^\(\?(?::|=|!|<=|<!)/;

/** The first costly or mode-changing construct of `pattern`, read as PostgreSQL reads an ARE. */
export function findPatternProblem(pattern: string): PatternFinding | undefined {
  if (pattern.startsWith('***')) return { kind: 'director', text: pattern.slice(0, 4) };
  const groups: Group[] = [{ quantified: false }];
  let last: LastAtom = { kind: 'none' };
  let repetitions = 0;
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i];
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/.test(next)) return { kind: 'back-reference', text: `\\${next}` };
      // Other escapes (`\d`, `\x41`, `\u00e9`, …) stand for one character or class: one atom.
      i += escapeLength(pattern, i);
      last = { kind: 'simple' };
    } else if (char === '[') {
      i = bracketEnd(pattern, i);
      last = { kind: 'simple' };
    } else if (char === '(') {
      if (pattern[i + 1] === '?') {
        const opening = lookaroundOrGroup.exec(pattern.slice(i, i + 4));
        if (!opening)
          return {
            kind: 'embedded-options',
            text: pattern.slice(i, pattern.indexOf(')', i) + 1 || i + 3),
          };
        groups.push({ quantified: false });
        // Its opening is skipped whole: `(?:`, `(?=`, `(?<=`…
        i += opening[0].length;
      } else {
        groups.push({ quantified: false });
        i += 1;
      }
      last = { kind: 'none' };
    } else if (char === ')') {
      if (groups.length > 1) {
        const closed = groups.pop()!;
        const parent = groups[groups.length - 1];
        parent.quantified ||= closed.quantified;
        last = { kind: 'group', quantifiedInside: closed.quantified };
      } else {
        last = { kind: 'simple' };
      }
      i += 1;
    } else if (char === '*' || char === '+' || char === '?' || (char === '{' && /[0-9]/.test(pattern[i + 1] ?? ''))) {
      const quantifier = readQuantifier(pattern, i);
      repetitions += quantifier.largest;
      if (repetitions > maxBound)
        return {
          kind: 'large-bound',
          text: quantifier.text,
          bound: repetitions,
        };
      if (last.kind === 'group' && last.quantifiedInside && quantifier.repeats) {
        return { kind: 'nested-quantifier', text: quantifier.text };
      }
      groups[groups.length - 1].quantified = true;
      // A quantified atom is still the last atom: `a**` is PostgreSQL's syntax error, not ours to judge.
      i = quantifier.end;
    } else {
      // `#`, spaces and line breaks are ordinary characters: no option turned the expanded syntax on.
      i += 1;
      last = { kind: 'simple' };
    }
  }
  return undefined;
}

/**
 * How many characters an escape takes: `\cX` (a control character) takes the X whatever it is, so
 * `\c[` is no bracket and `[\c]]` no empty one; the digits of `\x41` or `\u00e9` are ordinary anyway.
 */
function escapeLength(pattern: string, at: number): number {
  return pattern[at + 1] === 'c' ? 3 : 2;
}

/** The index just past the bracket expression opening at `start` (the pattern's end if unclosed). */
function bracketEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === '^') i++;
  if (pattern[i] === ']') i++;
  while (i < pattern.length) {
    const char = pattern[i];
    if (char === ']') return i + 1;
    if (char === '\\') {
      i += escapeLength(pattern, i);
    } else if (char === '[' && /[:.=]/.test(pattern[i + 1] ?? '')) {
      // `[:alpha:]`, `[.-.]`, `[=e=]`: their content, `]` included, ends at the same mark before `]`.
      const close = pattern.indexOf(`${pattern[i + 1]}]`, i + 2);
      i = close < 0 ? pattern.length : close + 2;
    } else {
      i++;
    }
  }
  return pattern.length;
}

interface Quantifier {
  text: string;
  end: number;
  /** The largest count named by a bound (0 for `*`, `+`, `?`: they add no states). */
  largest: number;
  /** More than one repetition possible: `?` and `{0,1}` / `{1}` only choose, they do not repeat. */
  repeats: boolean;
}

function readQuantifier(pattern: string, start: number): Quantifier {
  const char = pattern[start];
  let end = start + 1;
  let largest = 0;
  let repeats = char !== '?';
  if (char === '{') {
    const bound = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(start));
    if (!bound) {
      // `{3` unclosed or `{3,x}`: PostgreSQL refuses it; nothing more to read here.
      return { text: char, end: start + 1, largest: 0, repeats: false };
    }
    const low = Number(bound[1]);
    const high = bound[2] === undefined ? low : bound[3] === '' ? Number.POSITIVE_INFINITY : Number(bound[3]);
    largest = Math.max(low, Number.isFinite(high) ? high : low);
    repeats = high > 1;
    end = start + bound[0].length;
  }
  if (pattern[end] === '?') end++;
  return { text: pattern.slice(start, end), end, largest, repeats };
}
