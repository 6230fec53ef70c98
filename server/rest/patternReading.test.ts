import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPatternProblem } from './patternReading';

const kindOf = (pattern: string) => findPatternProblem(pattern)?.kind;

/**
 * Patterns PostgreSQL reads as plain AREs with no costly construct, built from pieces whose
 * reading is known: ordinary characters (`#`, spaces and line breaks included: no option made
 * them special), escapes, brackets holding characters that would be special outside
 * (`(?x)`, `{300}`, `\]`, `[:alpha:]`), groups, and quantifiers that never repeat a group
 * that repeats already. Each pattern comes as its atoms, so a test can insert between them.
 */
const ordinary = fc.constantFrom(
  'a',
  'b',
  'é',
  '#',
  ' ',
  '\n',
  '.',
  '-',
  '}',
  ',',
  '{a',
  '\\d',
  '\\w',
  '\\.',
  '\\[',
  '\\(',
  '\\\\',
  '\\#',
  '\\c[',
  '\\x41',
  '^',
  '$',
);
const bracketMember = fc.constantFrom('a-z', '#', '(', '?', '*', '{300}', '(?x)', '\\]', '[:alpha:]', '[=e=]', '[.-.]', '\\c]', '\\1', '***', ' ', '\n');
const bracket = fc
  .tuple(fc.boolean(), fc.boolean(), fc.array(bracketMember, { minLength: 1, maxLength: 4 }))
  .map(([negated, closingFirst, members]) => `[${negated ? '^' : ''}${closingFirst ? ']' : ''}${members.join('')}]`);
const repeat = fc.constantFrom('*', '+', '{2}', '{1,5}', '{3,}', '*?', '{0,9}');
/** What a quantifier adds to the pattern's repetitions (patternReading.ts's maxBound). */
const boundOf = (quantifier: string | undefined) => Math.max(0, ...(quantifier?.match(/\d+/g) ?? []).map(Number));
const choose = fc.constantFrom('?', '??', '{0,1}', '{1}');

interface Piece {
  atoms: string[];
  /** A quantifier applies somewhere in it. */
  quantified: boolean;
  /** The repetitions its bounds name in all. */
  bounds: number;
}

const { sequence } = fc.letrec<{ atom: Piece; sequence: Piece; group: Piece }>((tie) => ({
  atom: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(fc.oneof(ordinary, bracket), fc.option(fc.oneof(repeat, choose), { nil: undefined })).map(([text, quantifier]) => ({
      atoms: [text + (quantifier ?? '')],
      quantified: quantifier !== undefined,
      bounds: boundOf(quantifier),
    })),
    tie('group'),
  ),
  group: fc
    .tuple(fc.constantFrom('(', '(?:', '(?=', '(?!', '(?<=', '(?<!'), tie('sequence'), fc.option(fc.oneof(repeat, choose), { nil: undefined }))
    .map(([opening, inner, quantifier]) => {
      // A group that repeats inside may only be chosen (`?`), never repeated again.
      const usable = quantifier && inner.quantified && !['?', '??', '{0,1}', '{1}'].includes(quantifier) ? '?' : quantifier;
      return {
        atoms: [`${opening}${inner.atoms.join('')})${usable ?? ''}`],
        quantified: inner.quantified || usable !== undefined,
        bounds: inner.bounds + boundOf(usable),
      };
    }),
  sequence: fc.array(tie('atom'), { maxLength: 5 }).map((atoms) => ({
    atoms: atoms.flatMap((a) => a.atoms),
    quantified: atoms.some((a) => a.quantified),
    bounds: atoms.reduce((sum, a) => sum + a.bounds, 0),
  })),
}));

// Within the repetition budget, leaving room for the few a test inserts.
const plain = sequence.filter((piece) => piece.bounds <= 80);

describe('reading a pattern as PostgreSQL reads an ARE', () => {
  it('finds the back-reference that a comment of the expanded syntax hid (issue 36)', () => {
    // Refused before anything else: the option changes how `#[` reads.
    expect(findPatternProblem('(?x)(.*)(.*)#[\n\\2\\1x')).toEqual({
      kind: 'embedded-options',
      text: '(?x)',
    });
    // Without the option `#` is an ordinary character and `[\n\2\1x` an unclosed bracket (PostgreSQL's own error).
    expect(findPatternProblem('(.*)(.*)#[\n\\2\\1x')).toBeUndefined();
  });

  it.each([
    ['(a)\\1', '\\1'],
    ['(.*)(.*)\\2\\1x', '\\2'],
    ['(?<n>a)\\k<n>', undefined],
    ['[a]\\9', '\\9'],
    ['[]]\\3', '\\3'],
    ['\\c[(a)\\1', '\\1'],
    ['[\\c]](a)\\1', '\\1'],
    ['[[:alpha:]](a)\\1', '\\1'],
    ['[[.].]](a)\\1', '\\1'],
    ['# (a)\\1', '\\1'],
  ])('finds the back-reference in %s', (pattern, found) => {
    const finding = findPatternProblem(pattern);
    if (found) expect(finding).toEqual({ kind: 'back-reference', text: found });
    else expect(finding?.kind).toBe('embedded-options');
  });

  it.each(['^Bien', '\\d+\\.\\w', '\\\\1', '[\\1]', '[^]\\2]', 'a{1,3}[0-9]', '(ab)+c', '(a+)?b', 'x{0,100}', 'a{,300}', '(?:ab|cd)*', '(?=a)b'])(
    'finds nothing costly in %s',
    (pattern) => {
      expect(findPatternProblem(pattern)).toBeUndefined();
    },
  );

  it.each([
    ['((.*){1,255}){1,3}z', 'large-bound'],
    ['([a-z]{1,255}){1,255}[0-9]', 'large-bound'],
    ['((.*){1,100}){1,3}z', 'nested-quantifier'],
    ['(a+)+b', 'nested-quantifier'],
    ['((a)*)*', 'nested-quantifier'],
    ['(?:a*){2}', 'nested-quantifier'],
    ['x{101}', 'large-bound'],
    ['.{0,60}a.{0,60}', 'large-bound'],
    ['x{2,99999999999999999999}', 'large-bound'],
    ['***:(a)\\1', 'director'],
    ['***=(a)\\1', 'director'],
    ['(?b)(a)\\1', 'embedded-options'],
    ['(?q)a', 'embedded-options'],
    ['(?i)a', 'embedded-options'],
    ['a(?#comment)b', 'embedded-options'],
  ])('refuses %s (%s)', (pattern, kind) => {
    expect(kindOf(pattern)).toBe(kind);
  });

  it('finds nothing costly in a plain pattern without back-references or nested repetitions', () => {
    fc.assert(fc.property(plain, (piece) => kindOf(piece.atoms.join('')) === undefined));
  });

  it('finds a back-reference put between any two atoms, whatever brackets and escapes precede it', () => {
    fc.assert(
      fc.property(plain, fc.nat(), fc.integer({ min: 1, max: 9 }), (piece, at, number) => {
        const atoms = [...piece.atoms];
        atoms.splice(at % (atoms.length + 1), 0, `(x)\\${number}`);
        expect(findPatternProblem(atoms.join(''))).toEqual({
          kind: 'back-reference',
          text: `\\${number}`,
        });
      }),
    );
  });

  it('refuses every embedded option and director in front of any pattern', () => {
    const options = fc.stringMatching(/^[bceimnpqstwx]{1,4}$/);
    fc.assert(
      fc.property(plain, options, fc.constantFrom('***:', '***=', ''), (piece, letters, director) => {
        const pattern = `${director}(?${letters})${piece.atoms.join('')}`;
        expect(kindOf(pattern)).toBe(director ? 'director' : 'embedded-options');
      }),
    );
  });

  it('refuses a repeated group that repeats inside, wherever it stands', () => {
    fc.assert(
      fc.property(plain, fc.nat(), repeat, repeat, (piece, at, inner, outer) => {
        const atoms = [...piece.atoms];
        atoms.splice(at % (atoms.length + 1), 0, `(a${inner})${outer}`);
        expect(kindOf(atoms.join(''))).toBe('nested-quantifier');
      }),
    );
  });

  it('reads any text without throwing, its special characters in any order', () => {
    const unit = fc.oneof(fc.constantFrom(...'\\[](){}?*+^$#:.=!<,-0123456789ackx \n'), fc.string({ unit: 'binary', maxLength: 1 }));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 200 }), (text) => {
        findPatternProblem(text);
      }),
      { numRuns: 300 },
    );
  });
});
