import { describe, expect, it } from 'vitest';
import { allWordsConditions, searchWords } from './searchWords';

describe('searchWords', () => {
  it('folds case, accents and hyphens as the database folds search_text', () => {
    expect(searchWords('  Borne Wi-Fi 6 ')).toEqual(['borne', 'wifi', '6']);
    expect(searchWords('TRAORÉ')).toEqual(['traore']);
    expect(searchWords('Cœur d’Écran')).toEqual(['coeur', 'd', 'ecran']);
  });

  it('keeps only letters and digits, so nothing can break a PostgREST filter', () => {
    expect(searchWords('a,b (c) "d" 100% *.:')).toEqual(['a', 'b', 'c', 'd', '100']);
    expect(searchWords(' ,() ')).toEqual([]);
  });

  it('asks for each word once, in any order', () => {
    expect(allWordsConditions(searchWords('money Orange money'))).toEqual(['search_text.ilike.*money*', 'search_text.ilike.*orange*']);
  });
});
