import type { Supabase } from '../../shared/supabase/client';
import type { FunctionReturns } from '../../shared/supabase/database.types';
import { coreVitals, type CoreVital } from './vitalsThresholds';

/** A function's output column is never known to be nullable: `label` is null for the visits of no known connection. */
type P75Row = Omit<FunctionReturns<'admin_web_vitals_p75'>[number], 'label'> & { label: string | null };

/** One line of a table: a page or a connection type, the p75 of each Core Web Vital and how many measures. */
export interface VitalsLine {
  label: string | null;
  p75: Partial<Record<CoreVital, number>>;
  samples: number;
}

/** One point of the trend: a day and the p75 of each Core Web Vital that day. */
export type VitalsDay = { day: string } & Partial<Record<CoreVital, number>>;

export interface WebVitalsFigures {
  perPage: VitalsLine[];
  perConnection: VitalsLine[];
  daily: VitalsDay[];
}

const isCoreVital = (metric: string): metric is CoreVital => (coreVitals as readonly string[]).includes(metric);

function linesOf(rows: P75Row[], dimension: 'path' | 'connection'): VitalsLine[] {
  const lines = new Map<string | null, VitalsLine>();
  for (const row of rows) {
    if (row.dimension !== dimension || !isCoreVital(row.metric)) continue;
    const line = lines.get(row.label) ?? { label: row.label, p75: {}, samples: 0 };
    line.p75[row.metric] = Number(row.p75);
    // LCP is measured on every visit that painted: its count is the page's number of measured visits.
    line.samples = Math.max(line.samples, row.samples);
    lines.set(row.label, line);
  }
  return [...lines.values()].sort((a, b) => b.samples - a.samples);
}

/** The two admin-only functions of migration 20261128300100, over the last 28 days. */
export async function loadWebVitals(client: Supabase): Promise<WebVitalsFigures> {
  const [p75, daily] = await Promise.all([client.rpc('admin_web_vitals_p75', { days: 28 }), client.rpc('admin_web_vitals_daily', { days: 28 })]);
  const failure = p75.error ?? daily.error;
  if (failure) throw failure;
  const rows: P75Row[] = p75.data ?? [];
  const days = new Map<string, VitalsDay>();
  for (const row of daily.data ?? []) {
    if (!isCoreVital(row.metric)) continue;
    const day = days.get(row.day) ?? { day: row.day };
    day[row.metric] = Number(row.p75);
    days.set(row.day, day);
  }
  return { perPage: linesOf(rows, 'path'), perConnection: linesOf(rows, 'connection'), daily: [...days.values()] };
}
