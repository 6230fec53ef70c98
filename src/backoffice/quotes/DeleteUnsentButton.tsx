import { DeleteButton, useRecordContext } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

/** A numbered quote is never deleted (its series must stay continuous, the database refuses): only an unsent one is. */
export function DeleteUnsentButton(_props: { label?: string }) {
  const quote = useRecordContext<Pick<Tables<'quotes'>, 'number'>>();
  if (!quote || quote.number) return null;
  return <DeleteButton mutationMode="pessimistic" />;
}
