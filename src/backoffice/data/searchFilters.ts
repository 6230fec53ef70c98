import { appointmentServices, projectTypes, type Option } from '../../shared/config/options';

/**
 * How the list search box (`q`) of each resource reads in PostgREST: an `or`
 * of `ilike` on text columns, plus columns that store an option value and are
 * searched by their French label (« Formation » finds service = training).
 */
export interface SearchSpec {
  columns: readonly string[];
  labelled?: readonly { column: string; options: readonly Option[] }[];
  /** Also match rows whose author's (profiles.full_name) contains the text, through this column. */
  authorColumn?: string;
}

export const searchSpecs: Record<string, SearchSpec> = {
  products: { columns: ['name', 'description'] },
  appointments: { columns: ['full_name', 'email'], labelled: [{ column: 'service', options: appointmentServices }] },
  quotes: { columns: ['name', 'email', 'company'], labelled: [{ column: 'project_type', options: projectTypes }] },
  blog_posts: { columns: ['title', 'content', 'excerpt'], authorColumn: 'author_id' },
  contact_messages: { columns: ['name', 'email', 'subject', 'message'] },
  orders: { columns: ['delivery_name', 'delivery_phone', 'delivery_address'] },
  profiles: { columns: ['full_name', 'email', 'company'] },
};

/**
 * The typed text as one ilike pattern body: characters that have a meaning in
 * PostgREST's or=(…) syntax or in LIKE are dropped, and spaces become `*` so
 * « jean dupont » still finds « Jean Dupont » as one phrase.
 */
export function searchPattern(text: string): string {
  return text
    .replace(/[,()"'\\*%_:.]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .join('*');
}

function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Option values whose French label contains the text (accents ignored). */
export function matchingValues(options: readonly Option[], text: string): string[] {
  const wanted = normalize(text.trim());
  if (!wanted) return [];
  return options.filter((option) => normalize(option.label).includes(wanted)).map((option) => option.value);
}

/** The PostgREST `or` expression for a search, ready for ra-data-postgrest's `@or` filter key. */
export function searchExpressions(spec: SearchSpec, text: string, authorIds: readonly string[] = []): string[] {
  const pattern = searchPattern(text);
  if (!pattern) return [];
  const expressions = spec.columns.map((column) => `${column}.ilike.*${pattern}*`);
  for (const { column, options } of spec.labelled ?? []) {
    const values = matchingValues(options, text);
    if (values.length) expressions.push(`${column}.in.(${values.join(',')})`);
  }
  if (spec.authorColumn && authorIds.length) expressions.push(`${spec.authorColumn}.in.(${authorIds.join(',')})`);
  return expressions;
}
