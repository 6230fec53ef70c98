import type { SupportChannel, SupportUrgency } from '../../shared/config/supportOptions';
import { getSupabase } from '../../shared/supabase/client';
import type { Tables } from '../../shared/supabase/database.types';

/** A support request as the customer's pages read it (public.support_requests under RLS: their own only). */
export type SupportRequestRow = Pick<
  Tables<'support_requests'>,
  | 'id' | 'number' | 'subject' | 'description' | 'urgency' | 'status' | 'preferred_channel' | 'attachments' | 'created_at'
  | 'updated_at' | 'first_response_due' | 'resolved_at' | 'rating' | 'rating_comment'
> & {
  equipment: Pick<Tables<'equipment'>, 'name' | 'serial_number'> | null;
  /** The intervention staff booked for it (decision 075): the customer's own appointment, so RLS lets them read it. */
  appointments: SupportInterventionRow | null;
};

export type SupportInterventionRow = Pick<Tables<'appointments'>, 'date' | 'time' | 'status' | 'place' | 'place_address'>;

/** One message of the thread the customer reads: RLS leaves staff's internal notes out. */
export type SupportMessageRow = Pick<Tables<'support_messages'>, 'id' | 'body' | 'author_id' | 'attachments' | 'created_at'>;

export type EquipmentRow = Pick<Tables<'equipment'>, 'id' | 'name' | 'serial_number' | 'purchased_on' | 'warranty_end'> & {
  support_requests: Pick<Tables<'support_requests'>, 'number' | 'status' | 'subject'>[];
};

const requestColumns =
  'id, number, subject, description, urgency, status, preferred_channel, attachments, created_at, updated_at, first_response_due, resolved_at, rating, rating_comment, equipment(name, serial_number), appointments(date, time, status, place, place_address)';

export async function fetchOwnSupportRequests(profileId: string): Promise<SupportRequestRow[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('support_requests')
    .select(requestColumns)
    .eq('profile_id', profileId)
    .order('created_at', { ascending: false })
    .returns<SupportRequestRow[]>();
  if (error) throw error;
  return data;
}

/** One request with its thread, by its number; null when the customer has none of that number. */
export async function fetchOwnSupportRequest(profileId: string, number: string): Promise<{ request: SupportRequestRow; messages: SupportMessageRow[] } | null> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('support_requests')
    .select(`${requestColumns}, support_messages(id, body, author_id, attachments, created_at)`)
    .eq('profile_id', profileId)
    .eq('number', number)
    .order('created_at', { referencedTable: 'support_messages' })
    .returns<(SupportRequestRow & { support_messages: SupportMessageRow[] })[]>();
  if (error) throw error;
  const found = data[0];
  if (!found) return null;
  const { support_messages: messages, ...request } = found;
  return { request, messages };
}

export interface NewSupportRequest {
  subject: string;
  description: string;
  urgency: SupportUrgency;
  preferred_channel: SupportChannel;
  equipment_id: string | null;
  files: File[];
}

const bucket = 'support-attachments';

/** A file's name made safe for a Storage path (the database accepts letters, digits, dots, dashes, underscores). */
export function attachmentName(file: File, index: number): string {
  const base = file.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${index + 1}-${base || 'fichier'}`.slice(0, 150);
}

async function uploadAll(folder: string, files: File[]): Promise<string[]> {
  const client = await getSupabase();
  const paths: string[] = [];
  for (const [index, file] of files.entries()) {
    const path = `${folder}/${attachmentName(file, index)}`;
    const { error } = await client.storage.from(bucket).upload(path, file, { contentType: file.type, upsert: false });
    if (error) throw error;
    paths.push(path);
  }
  return paths;
}

/**
 * Opens a request: the photos are sent first into the folder of the id drawn here (the database and Storage
 * accept only that folder), then the request is written with that id; returns its number.
 */
export async function openSupportRequest(profileId: string, request: NewSupportRequest): Promise<string> {
  const id = crypto.randomUUID();
  const attachments = await uploadAll(id, request.files);
  const client = await getSupabase();
  const { data, error } = await client
    .from('support_requests')
    .insert({ id, profile_id: profileId, subject: request.subject, description: request.description, urgency: request.urgency, preferred_channel: request.preferred_channel, equipment_id: request.equipment_id, attachments })
    .select('number')
    .single();
  if (error) throw error;
  return data.number;
}

/** The customer's answer in the thread (the database takes the request back to « En cours »). */
export async function answerSupportRequest(requestId: string, authorId: string, body: string, files: File[]): Promise<void> {
  const attachments = await uploadAll(requestId, files);
  const client = await getSupabase();
  const { error } = await client.from('support_messages').insert({ request_id: requestId, author_id: authorId, body, attachments });
  if (error) throw error;
}

export async function reopenSupportRequest(requestId: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('support_requests').update({ status: 'in_progress' }).eq('id', requestId);
  if (error) throw error;
}

export async function rateSupportRequest(requestId: string, rating: number, comment: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('support_requests').update({ rating, rating_comment: comment.trim() || null }).eq('id', requestId);
  if (error) throw error;
}

/** An attachment's bytes (the bucket is private: read with the customer's session, RLS decides). */
export async function downloadAttachment(path: string): Promise<Blob> {
  const client = await getSupabase();
  const { data, error } = await client.storage.from(bucket).download(path);
  if (error) throw error;
  return data;
}

export async function fetchOwnEquipment(profileId: string): Promise<EquipmentRow[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('equipment')
    .select('id, name, serial_number, purchased_on, warranty_end, support_requests(number, status, subject)')
    .eq('profile_id', profileId)
    .order('purchased_on', { ascending: false })
    .returns<EquipmentRow[]>();
  if (error) throw error;
  return data;
}
