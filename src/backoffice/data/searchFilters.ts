import { appointmentServices, projectTypes, type Option } from '../../shared/config/options';
import { allWordsConditions, searchWords } from '../../shared/search/searchWords';

/**
 * How the list search box (`q`) of each resource reads in PostgREST: every typed word in the
 * row's folded `search_text` (case, accents, hyphens and word order ignored; migration
 * 20261126200100), or columns that store an option value and are searched by their French
 * label (« Formation » finds service = training), or the author's name.
 */
export interface SearchSpec {
  labelled?: readonly { column: string; options: readonly Option[] }[];
  /** Also match rows whose author's profile (its search_text) holds the words, through this column. */
  authorColumn?: string;
  /** Documents without search_text: the box finds them by number (« FAC-2026-0007 », « 0007 »). */
  numberColumn?: string;
}

export const searchSpecs: Record<string, SearchSpec> = {
  products: {},
  appointments: { labelled: [{ column: 'service', options: appointmentServices }] },
  quotes: { labelled: [{ column: 'project_type', options: projectTypes }] },
  blog_posts: { authorColumn: 'author_id' },
  contact_messages: {},
  orders: {},
  profiles: {},
  invoices: { numberColumn: 'number' },
  credit_notes: { numberColumn: 'number' },
};

/** A typed document number kept to letters, digits and hyphens: safe inside PostgREST's or=(…) and an ilike pattern. */
function documentNumberPattern(text: string): string {
  return text.slice(0, 40).replace(/[^A-Za-z0-9-]+/g, '');
}

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Option values whose French label contains the text (accents ignored). */
function matchingValues(options: readonly Option[], text: string): string[] {
  const wanted = normalize(text.trim());
  if (!wanted) return [];
  return options.filter((option) => normalize(option.label).includes(wanted)).map((option) => option.value);
}

/** The PostgREST `or` expression for a search, ready for ra-data-postgrest's `@or` filter key. */
export function searchExpressions(spec: SearchSpec, text: string, authorIds: readonly string[] = []): string[] {
  if (spec.numberColumn) {
    const pattern = documentNumberPattern(text);
    return pattern ? [`${spec.numberColumn}.ilike.*${pattern}*`] : [];
  }
  const words = searchWords(text);
  if (!words.length) return [];
  const conditions = allWordsConditions(words);
  const expressions = [conditions.length === 1 ? conditions[0] : `and(${conditions.join(',')})`];
  for (const { column, options } of spec.labelled ?? []) {
    const values = matchingValues(options, text);
    if (values.length) expressions.push(`${column}.in.(${values.join(',')})`);
  }
  if (spec.authorColumn && authorIds.length) expressions.push(`${spec.authorColumn}.in.(${authorIds.join(',')})`);
  return expressions;
}
