import { getSupabase } from '../../shared/supabase/client';
import { sqlStates } from '../../shared/errors/sqlStates';

/** What appointment_by_token and the actions answer (private.appointment_summary). */
export interface ManagedAppointment {
  id: string;
  service: string;
  date: string;
  time: string;
  status: string;
  sequence: number;
  last_change: string | null;
  can_change: boolean;
}

/** found, or a link the database refused (SQLSTATE 28000: unknown, used or expired, never said which). */
export type ManageResult = { kind: 'found'; appointment: ManagedAppointment } | { kind: 'invalid' };

interface RpcError {
  code?: string;
  message: string;
}

/** A refused link is an answer, not a failure; anything else (network, 5xx, 429) is thrown. */
function toResult(data: unknown, error: RpcError | null): ManageResult {
  if (error?.code === sqlStates.invalidAuthorizationSpecification) return { kind: 'invalid' };
  if (error) throw error;
  return { kind: 'found', appointment: data as ManagedAppointment };
}

export async function lookUpAppointment(token: string): Promise<ManageResult> {
  const { data, error } = await (await getSupabase()).rpc('appointment_by_token', { token });
  return toResult(data, error);
}

export async function cancelAppointment(token: string, reason: string): Promise<ManageResult> {
  const { data, error } = await (await getSupabase()).rpc('cancel_appointment_by_token', { token, reason: reason.trim() || undefined });
  return toResult(data, error);
}

export async function moveAppointment(token: string, date: string, time: string): Promise<ManageResult> {
  const { data, error } = await (await getSupabase()).rpc('move_appointment_by_token', { token, new_date: date, new_time: time });
  return toResult(data, error);
}
