import { fetchAvailableSlotsWith, fetchDaysWithFreeSlotsWith } from '../../shared/booking/availableSlots';
import { getSupabase } from '../../shared/supabase/client';
import type { AppointmentRow, OrderDetailRow, OrderRow, QuoteRow } from './rows';

/*
 * The customer's own rows. RLS already limits a customer to theirs; the
 * profile_id filter also keeps an administrator's portal to their own rows.
 */

export async function fetchOwnOrders(profileId: string): Promise<OrderRow[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('orders')
    .select('id, number, status, subtotal, tax_rate, tax, shipping, total, delivery_name, delivery_address, created_at, updated_at, order_items(id, product_name, unit_price, quantity, line_total)')
    .eq('profile_id', profileId)
    .order('created_at', { ascending: false })
    .order('position', { referencedTable: 'order_items' })
    .returns<OrderRow[]>();
  if (error) throw error;
  return data;
}

/** One of the customer's orders by its number; null when they have none of that number. */
export async function fetchOwnOrder(profileId: string, number: number): Promise<OrderDetailRow | null> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('orders')
    .select(
      'id, number, status, subtotal, tax_rate, tax, shipping, total, delivery_name, delivery_phone, delivery_address, notes, payment_method, cancelled_by_customer_at, ' +
        'customer_company, customer_ifu, customer_rccm, customer_department, purchase_order_ref, created_at, updated_at, order_items(id, product_name, unit_price, quantity, line_total)',
    )
    .eq('profile_id', profileId)
    .eq('number', number)
    .order('position', { referencedTable: 'order_items' })
    .returns<OrderDetailRow[]>();
  if (error) throw error;
  return data[0] ?? null;
}

/** Cancels the customer's own pending order (rpc cancel_my_order: the database checks owner and status, mails both sides). */
export async function cancelOwnOrder(orderId: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc('cancel_my_order', { order_id: orderId });
  if (error) throw error;
}

export async function fetchOwnAppointments(profileId: string): Promise<AppointmentRow[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('appointments')
    .select('id, service, date, time, notes, status, sequence, updated_at, place, place_address')
    .eq('profile_id', profileId)
    .order('date', { ascending: true })
    .order('time', { ascending: true })
    .returns<AppointmentRow[]>();
  if (error) throw error;
  return data;
}

export async function fetchOwnQuotes(profileId: string): Promise<QuoteRow[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('quotes')
    .select(
      'id, name, email, phone, company, project_type, budget, timeline, services, message, request_status, answer_amount, answer_message, answered_at, created_at, ' +
        'stage, offer_status, number, sent_at, valid_until, notes, tax_rate, total_ht, total_tva, total_ttc, accepted_at, accepted_by_name, accepted_via, declined_at, started_by_office, ' +
        'quote_lines(position, description, quantity, unit_price, discount_percent, net_unit_price, line_total)',
    )
    .eq('profile_id', profileId)
    .order('created_at', { ascending: false })
    .returns<QuoteRow[]>();
  if (error) throw error;
  return data.map((quote) => ({ ...quote, quote_lines: [...(quote.quote_lines ?? [])].sort((a, b) => a.position - b.position) }));
}

/**
 * Cancels the customer's own appointment, pending or confirmed, not started (rpc cancel_my_appointment:
 * the database checks ownership and timing, keeps the reason given, mails the customer and the company).
 */
export async function cancelOwnAppointment(appointmentId: string, reason = ''): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc('cancel_my_appointment', { appointment_id: appointmentId, reason: reason.trim() || undefined });
  if (error) throw error;
}

/** Moves it to another free slot (rpc move_my_appointment: same rules as booking; back to pending). */
export async function moveOwnAppointment(appointmentId: string, date: string, time: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc('move_my_appointment', { appointment_id: appointmentId, new_date: date, new_time: time });
  if (error) throw error;
}

/** The free starts of a day, for the move form. */
export async function fetchFreeSlots(day: string): Promise<string[]> {
  return fetchAvailableSlotsWith(await getSupabase(), day);
}

/** The days of a range with a free slot, for the move form's calendar. */
export async function fetchDaysWithFreeSlots(firstDay: string, lastDay: string): Promise<string[]> {
  return fetchDaysWithFreeSlotsWith(await getSupabase(), firstDay, lastDay);
}

export interface ProfileChanges {
  full_name: string;
  phone?: string | null;
  company?: string | null;
  ifu?: string | null;
  rccm?: string | null;
  department?: string | null;
}

export async function updateOwnProfile(profileId: string, changes: ProfileChanges): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('profiles').update(changes).eq('id', profileId);
  if (error) throw error;
}
