/** The printable delivery note of an order, a page of its own without the back-office's menu (App.tsx). */
export const deliveryNoteRoute = '/orders/:id/delivery-note';

export const deliveryNotePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/delivery-note`;
