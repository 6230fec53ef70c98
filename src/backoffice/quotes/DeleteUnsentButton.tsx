import { DeleteButton, useRecordContext } from 'react-admin';

/** A numbered quote is never deleted (its series must stay continuous, the database refuses): only an unsent one is. */
export function DeleteUnsentButton(_props: { label?: string }) {
  const quote = useRecordContext<{ number: string | null }>();
  if (!quote || quote.number) return null;
  return <DeleteButton mutationMode="pessimistic" />;
}
