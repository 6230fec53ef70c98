import type { Supabase } from '../../shared/supabase/client';

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

export interface MonthlyInvoicing {
  month: string;
  invoiced: number;
  collected: number;
}

export interface OfferConversion {
  sent: number;
  accepted: number;
  declined: number;
  expired: number;
  waiting: number;
  conversion_rate: number | string | null;
}

export interface AnalyticsFigures {
  weekly: WeeklyRequests[];
  acceptance: QuoteAcceptance | null;
  monthly: MonthlyOrders[];
  invoicing: MonthlyInvoicing[];
  conversion: OfferConversion | null;
}

/** The admin-only SQL functions of the analytics migrations (requests, orders, invoicing), through supabase-js rpc. */
export async function loadAnalytics(client: Supabase): Promise<AnalyticsFigures> {
  const [weekly, acceptance, monthly, invoicing, conversion] = await Promise.all([
    client.rpc('admin_requests_per_week', { weeks: 12 }),
    client.rpc('admin_quote_acceptance').maybeSingle(),
    client.rpc('admin_orders_per_month', { months: 12 }),
    client.rpc('admin_invoicing_per_month', { months: 12 }),
    client.rpc('admin_offer_conversion', { months: 12 }).maybeSingle(),
  ]);
  const failure = weekly.error ?? acceptance.error ?? monthly.error ?? invoicing.error ?? conversion.error;
  if (failure) throw failure;
  return {
    weekly: (weekly.data ?? []) as WeeklyRequests[],
    acceptance: (acceptance.data ?? null) as QuoteAcceptance | null,
    monthly: ((monthly.data ?? []) as MonthlyOrders[]).map((row) => ({ ...row, revenue: Number(row.revenue) })),
    // bigint sums may arrive as strings.
    invoicing: ((invoicing.data ?? []) as MonthlyInvoicing[]).map((row) => ({ ...row, invoiced: Number(row.invoiced), collected: Number(row.collected) })),
    conversion: (conversion.data ?? null) as OfferConversion | null,
  };
}
