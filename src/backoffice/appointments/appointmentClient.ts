/** Who booked: what the request says, and the customer's account when it is linked. */
export interface AppointmentClient {
  full_name: string | null;
  email: string | null;
  profiles?: { full_name: string | null; email: string | null } | null;
}

/** The customer's account, when linked, fills what the request left out. */
export const clientName = (row: AppointmentClient) => row.full_name || row.profiles?.full_name || '';
export const clientEmail = (row: AppointmentClient) => row.email || row.profiles?.email || '';
