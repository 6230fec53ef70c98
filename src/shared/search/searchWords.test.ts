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

  it('reads a phone number typed in groups as one number, not as separate words', () => {
    expect(searchWords('76 12 34 56')).toEqual(['76123456']);
    expect(searchWords('+226 70.12.34.56')).toEqual(['22670123456']);
    expect(searchWords('Awa (+226) 70 12 34 56')).toEqual(['awa', '22670123456']);
    expect(searchWords('70-12-34-56')).toEqual(['70123456']);
  });

  it('keeps short numbers apart: a model and a capacity are two words', () => {
    expect(searchWords('iPhone 15 128')).toEqual(['iphone', '15', '128']);
    expect(searchWords('MacBook Pro 13 2020')).toEqual(['macbook', 'pro', '13', '2020']);
  });

  it('asks for each word once, in any order', () => {
    expect(allWordsConditions(searchWords('money Orange money'))).toEqual(['search_text.ilike.*money*', 'search_text.ilike.*orange*']);
  });
});
