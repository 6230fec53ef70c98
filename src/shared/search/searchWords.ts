/** Words beyond this many are ignored: no search box needs more, and each one is a filter. */
const maxWords = 8;

/**
 * The typed text as the words to look for in a `search_text` column, folded as the database
 * folds that column (private.search_fold, migration 20261126200100): lower case, no accents,
 * « œ » as « oe », a hyphenated word joined (« Wi-Fi » → « wifi »), any other punctuation a
 * separator. Only letters and digits remain, so a word is safe inside PostgREST's or=(…) and
 * in an ilike pattern. A row matches when it holds every word, in any order.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .slice(0, 200)
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1');
  const words = joinPhoneNumbers(folded).split(/[^a-z0-9]+/).filter(Boolean);
  return [...new Set(words)].slice(0, maxWords);
}

/**
 * A phone number typed in groups (« 70 12 34 56 », « +226 70.12.34.56 ») as one run of digits, as
 * search_text holds it (migration 20261204040100): searched group by group, « 76 12 34 56 » would
 * find anyone whose text holds 76, 12, 34 and 56 anywhere. Only runs of short digit groups that add
 * up to a phone number's 8 to 15 digits are joined, so « iPhone 15 128 » keeps its two numbers.
 */
function joinPhoneNumbers(text: string): string {
  return text.replace(/\+?\(?\d{1,4}\)?(?:[ ./-]+\(?\d{1,4}\)?)+/g, (run) => {
    const digits = run.replace(/\D/g, '');
    return digits.length >= 8 && digits.length <= 15 ? ` ${digits} ` : run;
  });
}

/** PostgREST conditions on `column` that a row holding every word meets (ilike, any order). */
export function allWordsConditions(words: readonly string[], column = 'search_text'): string[] {
  return words.map((word) => `${column}.ilike.*${word}*`);
}
