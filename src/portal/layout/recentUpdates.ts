import { appointmentServices, appointmentStatuses, labelOf, orderStatuses, projectTypes } from '../../shared/config/options';
import { formatLongDay } from '../../shared/format/dates';
import type { AppointmentRow, OrderRow, QuoteRow } from '../data/rows';
import { fr } from '../i18n/fr';

export interface RecentUpdate {
  key: string;
  at: string;
  text: string;
}

/**
 * What the company did about the customer's requests, newest first: answers
 * to quotes and status changes of appointments and orders. A request still
 * waiting for the company is not news.
 */
export function recentUpdates(orders: OrderRow[], appointments: AppointmentRow[], quotes: QuoteRow[], limit = 8): RecentUpdate[] {
  const updates: RecentUpdate[] = [
    ...quotes
      .filter((quote) => quote.answered_at)
      .map((quote) => ({
        key: `quote-${quote.id}`,
        at: quote.answered_at ?? quote.created_at,
        text: fr.notifications.quoteAnswered(labelOf(projectTypes, quote.project_type)),
      })),
    ...appointments
      .filter((appointment) => appointment.status !== 'pending')
      .map((appointment) => ({
        key: `appointment-${appointment.id}`,
        at: appointment.updated_at,
        text: fr.notifications.appointment(
          labelOf(appointmentServices, appointment.service),
          formatLongDay(appointment.date),
          labelOf(appointmentStatuses, appointment.status).toLowerCase(),
        ),
      })),
    ...orders
      .filter((order) => order.status !== 'pending')
      .map((order) => ({
        key: `order-${order.id}`,
        at: order.updated_at,
        text: fr.notifications.order(order.number, labelOf(orderStatuses, order.status).toLowerCase()),
      })),
  ];
  return updates.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
