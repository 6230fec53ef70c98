import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../shared/paths';
import { titled, type PageHandle } from '../../shared/seo/pageHead';
import { Alert } from '../../shared/ui/Alert';
import { cancelAppointment, lookUpAppointment, moveAppointment, type ManageResult } from '../appointments/manageQueries';
import { ManagedAppointmentView } from '../appointments/ManagedAppointmentView';
import { manageText } from '../i18n/fr/appointmentManage';

/** Not indexed (no canonical address): the address holds a personal link. */
export const handle: PageHandle = { head: () => ({ title: titled(manageText.title), description: manageText.intro }) };

type Lookup =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'invalid' }
  | { status: 'found'; appointment: Extract<ManageResult, { kind: 'found' }>['appointment'] };

const fromResult = (result: ManageResult): Lookup =>
  result.kind === 'found' ? { status: 'found', appointment: result.appointment } : { status: 'invalid' };

/**
 * /appointment/manage/:token, from the « Gérer mon rendez-vous » link of an appointment e-mail.
 * The appointment is read in the browser, never by the server renderer: the page's HTML (and the
 * server's page cache) holds nothing of it. A refused link says so and nothing more.
 */
export default function AppointmentManagePage() {
  const token = useParams().token ?? '';
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    lookUpAppointment(token).then(
      (result) => active && setLookup(fromResult(result)),
      () => active && setLookup({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  return (
    <>
      <section className="page-hero">
        <div className="container">
          <h1>{lookup.status === 'invalid' ? manageText.invalidTitle : manageText.title}</h1>
          {lookup.status === 'invalid' ? null : <p>{manageText.intro}</p>}
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          <ManageBody
            lookup={lookup}
            token={token}
            onRetry={() => {
              setLookup({ status: 'loading' });
              setAttempt((count) => count + 1);
            }}
            onInvalid={() => setLookup({ status: 'invalid' })}
          />
        </div>
      </section>
    </>
  );
}

interface ManageBodyProps {
  lookup: Lookup;
  token: string;
  onRetry: () => void;
  onInvalid: () => void;
}

function ManageBody({ lookup, token, onRetry, onInvalid }: ManageBodyProps) {
  if (lookup.status === 'found') {
    return (
      <ManagedAppointmentView
        initial={lookup.appointment}
        cancel={(reason) => cancelAppointment(token, reason)}
        move={(date, time) => moveAppointment(token, date, time)}
        onInvalid={onInvalid}
      />
    );
  }
  if (lookup.status === 'invalid') {
    return (
      <>
        <p>{manageText.invalidText}</p>
        <div className="button-row">
          <Link className="button button--primary" to={paths.appointment}>
            {manageText.bookAgain}
          </Link>
          <Link className="button button--outline" to={paths.contact}>
            {manageText.contact}
          </Link>
        </div>
      </>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <>
        <Alert>{manageText.loadFailed}</Alert>
        <button type="button" className="button button--outline" onClick={onRetry}>
          {manageText.retry}
        </button>
      </>
    );
  }
  return <p role="status">{manageText.loading}</p>;
}
