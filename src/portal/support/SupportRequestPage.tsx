import { useCallback, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAuth } from '../../shared/auth/AuthProvider';
import { labelOf } from '../../shared/config/options';
import { supportReopenDays, supportStatuses, supportUrgencies } from '../../shared/config/supportOptions';
import { databaseRefusal } from '../../shared/errors/databaseRefusal';
import { formatDateTime } from '../../shared/format/dates';
import { paths } from '../../shared/paths';
import { Alert } from '../../shared/ui/Alert';
import { useSubmit } from '../../shared/ui/useSubmit';
import EmptyState from '../components/EmptyState';
import LoadFailure from '../components/LoadFailure';
import Loading from '../components/Loading';
import PageTitle from '../components/PageTitle';
import StatusBadge from '../components/StatusBadge';
import { useOwnData } from '../data/useOwnData';
import { supportFr } from '../i18n/supportFr';
import AttachmentList from './AttachmentList';
import SupportAnswerForm from './SupportAnswerForm';
import SupportIntervention from './SupportIntervention';
import SupportRating from './SupportRating';
import { fetchOwnSupportRequest, reopenSupportRequest } from './supportRows';

const text = supportFr.request;
const reopenWindowMs = supportReopenDays * 86_400_000;

/** /dashboard/support/:number: one request, its thread, the answer form, reopening and the rating. */
export default function SupportRequestPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const { number = '' } = useParams();
  const opened = (useLocation().state as { opened?: boolean } | null)?.opened === true;
  const load = useCallback(() => fetchOwnSupportRequest(userId, number), [userId, number]);
  const { state, reload } = useOwnData(load);
  const reopening = useSubmit();
  // The moment the page was read, for « may still be reopened » (a render must not read the clock).
  const [readAt] = useState(() => Date.now());

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <LoadFailure onRetry={reload} />;
  if (!state.value) {
    return (
      <>
        <PageTitle>{supportFr.list.title}</PageTitle>
        <EmptyState message={text.notFound} actionLabel={text.back} actionTo={paths.dashboardSupport} />
      </>
    );
  }
  const { request, messages } = state.value;
  const mayReopen = request.status === 'resolved' && request.resolved_at !== null && readAt - new Date(request.resolved_at).getTime() < reopenWindowMs;

  return (
    <>
      <p>
        <Link to={paths.dashboardSupport}>← {text.back}</Link>
      </p>
      <PageTitle focus={opened}>{`${request.number} · ${request.subject}`}</PageTitle>
      {opened ? <Alert kind="success">{`Votre demande ${request.number} est envoyée. Vous recevez une confirmation par e-mail.`}</Alert> : null}
      <section className="portal-card support-request">
        <dl className="support-request__facts">
          <div>
            <dt>Statut</dt>
            <dd>
              <StatusBadge options={supportStatuses} value={request.status} />
            </dd>
          </div>
          <div>
            <dt>{text.urgency}</dt>
            <dd>{labelOf(supportUrgencies, request.urgency)}</dd>
          </div>
          {request.equipment ? (
            <div>
              <dt>{text.equipment}</dt>
              <dd>{request.equipment.serial_number ? `${request.equipment.name} (n° ${request.equipment.serial_number})` : request.equipment.name}</dd>
            </div>
          ) : null}
          <div>
            <dt>{text.opened}</dt>
            <dd>{formatDateTime(request.created_at)}</dd>
          </div>
          {request.first_response_due && messages.every((message) => message.author_id === userId) && request.status === 'new' ? (
            <div>
              <dt>{text.firstAnswerBy}</dt>
              <dd>{formatDateTime(request.first_response_due)}</dd>
            </div>
          ) : null}
        </dl>
        <h2>{text.description}</h2>
        <p className="support-request__text">{request.description}</p>
        <AttachmentList paths={request.attachments} />
      </section>
      {request.appointments ? <SupportIntervention appointment={request.appointments} /> : null}

      <section className="support-thread" aria-labelledby="support-thread-title">
        <h2 id="support-thread-title">{text.thread}</h2>
        {messages.length === 0 ? <p>{text.noMessages}</p> : null}
        <ol className="support-thread__messages">
          {messages.map((message) => {
            const mine = message.author_id === userId;
            return (
              <li key={message.id} className={mine ? 'support-message support-message--mine' : 'support-message'}>
                <p className="support-message__author">
                  <strong>{mine ? text.you : text.team}</strong> · {formatDateTime(message.created_at)}
                </p>
                <p className="support-message__body">{message.body}</p>
                <AttachmentList paths={message.attachments} />
              </li>
            );
          })}
        </ol>
      </section>

      {request.status === 'resolved' ? <Alert kind="info">{text.resolvedNotice(supportReopenDays)}</Alert> : null}
      {mayReopen ? (
        <p>
          <button
            type="button"
            className="button button--outline button--small"
            disabled={reopening.busy}
            onClick={() =>
              void reopening.run(async () => {
                await reopenSupportRequest(request.id);
                reload();
                return { kind: 'success', message: text.reopened };
              }, (caught) => databaseRefusal(caught, text.reopenFailed).message)
            }
          >
            {text.reopen}
          </button>
        </p>
      ) : null}
      {reopening.outcome ? <Alert kind={reopening.outcome.kind}>{reopening.outcome.message}</Alert> : null}
      {request.status === 'closed' ? <Alert kind="info">{text.closed}</Alert> : null}
      {request.status !== 'closed' && (request.status !== 'resolved' || mayReopen) ? (
        <SupportAnswerForm requestId={request.id} authorId={userId} onSent={reload} />
      ) : null}
      {request.status === 'resolved' || request.status === 'closed' ? <SupportRating requestId={request.id} rating={request.rating} onRated={reload} /> : null}
    </>
  );
}
