import type { CartLine } from '../../shared/cart/cartLines';
import { getSupabase } from '../../shared/supabase/client';
import type { DeliveryFormValues } from '../../shared/validation/deliveryForm';

export interface PlacedOrder {
  id: string;
  number: number;
  total: number;
}

/**
 * Stores the order through rpc place_order: only product ids and quantities
 * travel; prices, TVA and totals are the database's.
 */
export async function placeOrder(lines: readonly CartLine[], delivery: DeliveryFormValues): Promise<PlacedOrder> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('place_order', {
    items: lines.map((line) => ({ product_id: line.id, quantity: line.quantity })),
    delivery: { name: delivery.name.trim(), phone: delivery.phone.trim(), address: delivery.address.trim(), notes: delivery.notes.trim() || null },
  });
  if (error || !data) throw error ?? new Error('Commande non enregistrée');
  const order = (Array.isArray(data) ? data[0] : data) as PlacedOrder;
  if (typeof order?.number !== 'number') throw new Error('Réponse inattendue');
  return order;
}
