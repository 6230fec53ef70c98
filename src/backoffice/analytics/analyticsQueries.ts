import type { SupabaseClient } from '@supabase/supabase-js';

export interface WeeklyRequests {
  week: string;
  appointments: number;
  quotes: number;
  messages: number;
}

export interface QuoteAcceptance {
  accepted: number;
  declined: number;
  pending: number;
  acceptance_rate: number | string | null;
}

export interface MonthlyOrders {
  month: string;
  orders: number;
  revenue: number | string;
}

export interface AnalyticsFigures {
  weekly: WeeklyRequests[];
  acceptance: QuoteAcceptance | null;
  monthly: MonthlyOrders[];
}

/** The three admin-only SQL functions of the analytics migration, through supabase-js rpc. */
export async function loadAnalytics(client: SupabaseClient): Promise<AnalyticsFigures> {
  const [weekly, acceptance, monthly] = await Promise.all([
    client.rpc('admin_requests_per_week', { weeks: 12 }),
    client.rpc('admin_quote_acceptance').maybeSingle(),
    client.rpc('admin_orders_per_month', { months: 12 }),
  ]);
  const failure = weekly.error ?? acceptance.error ?? monthly.error;
  if (failure) throw failure;
  return {
    weekly: (weekly.data ?? []) as WeeklyRequests[],
    acceptance: (acceptance.data ?? null) as QuoteAcceptance | null,
    monthly: ((monthly.data ?? []) as MonthlyOrders[]).map((row) => ({ ...row, revenue: Number(row.revenue) })),
  };
}
