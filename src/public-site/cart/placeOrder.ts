import type { CartLine } from '../../shared/cart/cartLines';
import { normalizeIfu } from '../../shared/customers/customerIdentity';
import type { PaymentMethod } from '../../shared/orders/paymentMethods';
import { getSupabase } from '../../shared/supabase/client';
import { jsonAnswer } from '../../shared/supabase/jsonAnswer';
import type { DeliveryFormValues } from '../../shared/validation/deliveryForm';

/** What place_order answers: a guest gets back only the number, total, payment and address. */
export interface PlacedOrder {
  number: number;
  total: number;
  payment_method: PaymentMethod;
  guest?: boolean;
  email?: string;
  /** An order paid now: its link's token, for the page that takes the payment (decision 071). */
  pay_token?: string | null;
}

/**
 * Stores the order through rpc place_order: only product ids and quantities
 * travel; prices, TVA and totals are the database's. A guest's e-mail address
 * travels with the delivery details (the database asks for it when no one is signed in).
 */
export async function placeOrder(lines: readonly CartLine[], delivery: DeliveryFormValues, guest: boolean): Promise<PlacedOrder> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('place_order', {
    items: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
    delivery: {
      name: delivery.name.trim(),
      ...(guest ? { email: delivery.email.trim() } : {}),
      phone: delivery.phone.trim(),
      address: delivery.address.trim(),
      notes: delivery.notes.trim() || null,
      payment_method: delivery.payment_method,
      ...(delivery.notice_channel ? { notice_channel: delivery.notice_channel } : {}),
      company: delivery.company?.trim() || null,
      ifu: normalizeIfu(delivery.ifu ?? '') || null,
      rccm: delivery.rccm?.trim() || null,
      department: delivery.department?.trim() || null,
      purchase_order_ref: delivery.purchase_order_ref?.trim() || null,
    },
  });
  if (error || !data) throw error ?? new Error('Commande non enregistrée');
  const order = jsonAnswer<PlacedOrder>(Array.isArray(data) ? data[0] : data);
  if (typeof order?.number !== 'number') throw new Error('Réponse inattendue');
  return order;
}
