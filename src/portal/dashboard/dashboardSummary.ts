import type { AppointmentRow, OrderRow, QuoteRow } from '../data/rows';

export interface DashboardSummary {
  orderCount: number;
  upcomingAppointments: AppointmentRow[];
  openQuoteCount: number;
  /** What the customer really paid: the payments recorded on their invoices (issue 46), not what was ordered. */
  totalSpent: number;
  recentOrders: OrderRow[];
  /** Nothing yet: the page explains where things will appear instead of showing bare zeros. */
  isNewCustomer: boolean;
}

/** An appointment still ahead (today counts) and not cancelled or done. */
export function isUpcoming(appointment: AppointmentRow, todayIso: string): boolean {
  return appointment.date >= todayIso && (appointment.status === 'pending' || appointment.status === 'confirmed');
}

/** The figures of the four stat cards and the two short lists, from the customer's own rows. */
export function summarize(
  orders: OrderRow[],
  appointments: AppointmentRow[],
  quotes: QuoteRow[],
  todayIso: string,
  invoices: { amount_paid: number }[] = [],
): DashboardSummary {
  return {
    orderCount: orders.length,
    upcomingAppointments: appointments.filter((appointment) => isUpcoming(appointment, todayIso)),
    // Open: still waiting on the office or on the customer's answer (one status, decision 059).
    openQuoteCount: quotes.filter((quote) => quote.stage === 'requested' || quote.stage === 'sent').length,
    totalSpent: invoices.reduce((sum, invoice) => sum + Number(invoice.amount_paid), 0),
    recentOrders: orders.slice(0, 5),
    isNewCustomer: orders.length === 0 && appointments.length === 0 && quotes.length === 0,
  };
}
