import { downloadCSV, type Exporter } from 'react-admin';
import jsonExport from 'jsonexport/dist';
import type { Option } from '../../shared/config/options';
import { frMessages } from '../i18n/fr';

type Row = Record<string, unknown>;

interface FrenchExportOptions {
  /** Columns holding codes of an option list (status, service…): exported as their French labels. */
  options?: Record<string, readonly Option[]>;
  /** Columns the office has no use for in a spreadsheet (ids, search columns…). */
  omit?: readonly string[];
  /** The file's name, without `.csv`. */
  fileName: string;
}

const fieldLabels = frMessages.resources as Record<string, { fields?: Record<string, string> }>;

function cellOf(value: unknown, options: readonly Option[] | undefined): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => cellOf(item, options)).join(', ');
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (options && typeof value === 'string') return options.find((option) => option.value === value)?.label ?? value;
  return value;
}

/**
 * The rows of a list as an office spreadsheet reads them: French column headers (the back-office's own
 * field labels), French labels instead of codes, « Oui »/« Non »; embedded records and omitted columns left out.
 */
export function frenchRows(resource: string, records: readonly Row[], { options = {}, omit = [] }: Omit<FrenchExportOptions, 'fileName'>): Row[] {
  const labels = fieldLabels[resource]?.fields ?? {};
  // search_text (every searched table, migration 20261126200100) is the database's folded copy for the search box, not data.
  const left = new Set([...omit, 'id', 'search_text']);
  return records.map((record) => {
    const row: Row = {};
    for (const [column, value] of Object.entries(record)) {
      if (left.has(column) || (value !== null && typeof value === 'object' && !Array.isArray(value))) continue;
      row[labels[column] ?? column] = cellOf(value, options[column]);
    }
    return row;
  });
}

/** react-admin's export button with frenchRows, as semicolon-separated values (what a French spreadsheet opens in columns). */
export function frenchExporter(resource: string, settings: FrenchExportOptions): Exporter {
  return (records: Row[]) =>
    jsonExport(frenchRows(resource, records, settings), { rowDelimiter: ';' }, (error: Error | null, csv: string) => {
      // A UTF-8 byte order mark, so that spreadsheet software reads « é » as it is.
      if (!error) downloadCSV(`\ufeff${csv}`, settings.fileName);
    });
}
