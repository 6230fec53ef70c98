import { describe, expect, it } from 'vitest';
import { amountInFrenchWords, numberInFrenchWords } from './amountInWords';

describe('numberInFrenchWords', () => {
  it.each([
    [0, 'zéro'],
    [1, 'un'],
    [16, 'seize'],
    [17, 'dix-sept'],
    [21, 'vingt et un'],
    [22, 'vingt-deux'],
    [71, 'soixante et onze'],
    [72, 'soixante-douze'],
    [80, 'quatre-vingts'],
    [81, 'quatre-vingt-un'],
    [91, 'quatre-vingt-onze'],
    [99, 'quatre-vingt-dix-neuf'],
    [100, 'cent'],
    [101, 'cent un'],
    [200, 'deux cents'],
    [201, 'deux cent un'],
    [1000, 'mille'],
    [1001, 'mille un'],
    [2000, 'deux mille'],
    [80_000, 'quatre-vingt mille'],
    [200_000, 'deux cent mille'],
    [250_000, 'deux cent cinquante mille'],
    [1_000_000, 'un million'],
    [2_000_000, 'deux millions'],
    [80_000_000, 'quatre-vingts millions'],
    [200_000_000, 'deux cents millions'],
    [1_250_000, 'un million deux cent cinquante mille'],
    [3_000_000_000, 'trois milliards'],
    [1_001_081_071, 'un milliard un million quatre-vingt-un mille soixante et onze'],
  ])('%d → « %s »', (value, words) => {
    expect(numberInFrenchWords(value)).toBe(words);
  });

  it('refuses what it cannot spell', () => {
    expect(() => numberInFrenchWords(1e12)).toThrow(RangeError);
  });
});

describe('amountInFrenchWords', () => {
  it('names the currency, with « de » after a round million', () => {
    expect(amountInFrenchWords(250_000)).toBe('deux cent cinquante mille francs CFA');
    expect(amountInFrenchWords(1_000_000)).toBe('un million de francs CFA');
    expect(amountInFrenchWords(1_000_500)).toBe('un million cinq cents francs CFA');
  });
});
