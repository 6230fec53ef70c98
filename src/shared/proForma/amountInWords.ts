const units = [
  'zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix',
  'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix-sept', 'dix-huit', 'dix-neuf',
];
const tens = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

/** 0-99, traditional spelling: « vingt et un », « soixante et onze », « quatre-vingt-un ». */
function belowHundred(n: number, endsTheNumber: boolean): string {
  if (n < 20) return units[n] ?? '';
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten === 7 || ten === 9) {
    const base = ten === 7 ? 'soixante' : 'quatre-vingt';
    if (ten === 7 && unit === 1) return 'soixante et onze';
    return `${base}-${units[10 + unit]}`;
  }
  if (ten === 8) {
    // « quatre-vingts » takes its s only when nothing follows it (not before « mille »).
    if (unit === 0) return endsTheNumber ? 'quatre-vingts' : 'quatre-vingt';
    return `quatre-vingt-${units[unit]}`;
  }
  const tenWord = tens[ten] ?? '';
  if (unit === 0) return tenWord;
  if (unit === 1) return `${tenWord} et un`;
  return `${tenWord}-${units[unit]}`;
}

/**
 * 0-999. `endsTheNumber` is false before « mille », where « cents » and « quatre-vingts » lose
 * their s; before « millions » and « milliards » (nouns) they keep it.
 */
function belowThousand(n: number, endsTheNumber: boolean): string {
  const hundred = Math.floor(n / 100);
  const rest = n % 100;
  const restWords = rest === 0 ? '' : belowHundred(rest, endsTheNumber);
  if (hundred === 0) return restWords;
  const hundredWords = hundred === 1 ? 'cent' : `${units[hundred]} cent${rest === 0 && endsTheNumber ? 's' : ''}`;
  return restWords ? `${hundredWords} ${restWords}` : hundredWords;
}

/** A whole number from 0 to 999 999 999 999 in French words (« deux cent cinquante mille »). */
export function numberInFrenchWords(value: number): string {
  const n = Math.round(Math.abs(value));
  if (n === 0) return 'zéro';
  if (n >= 1e12) throw new RangeError('Montant trop grand pour être écrit en lettres.');
  const billions = Math.floor(n / 1e9);
  const millions = Math.floor((n % 1e9) / 1e6);
  const thousands = Math.floor((n % 1e6) / 1e3);
  const rest = n % 1e3;
  const parts: string[] = [];
  if (billions) parts.push(`${belowThousand(billions, true)} milliard${billions > 1 ? 's' : ''}`);
  if (millions) parts.push(`${belowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  // « mille » is invariable and never « un mille ».
  if (thousands) parts.push(thousands === 1 ? 'mille' : `${belowThousand(thousands, false)} mille`);
  if (rest) parts.push(belowThousand(rest, true));
  const words = parts.join(' ');
  return value < 0 ? `moins ${words}` : words;
}

/** « deux cent cinquante mille francs CFA », « un million de francs CFA ». */
export function amountInFrenchWords(amount: number): string {
  const words = numberInFrenchWords(amount);
  const roundMillions = /(millions?|milliards?)$/.test(words);
  return `${words} ${roundMillions ? 'de ' : ''}francs CFA`;
}
