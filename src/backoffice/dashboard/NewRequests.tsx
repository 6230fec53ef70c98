import { useTranslate } from 'react-admin';
import { labelOf, projectTypes, quoteStages } from '../../shared/config/options';
import { adminPath } from '../common/adminPath';
import { formatCompactDate } from '../common/compactDates';
import { quotesForTheOffice } from '../quotes/quotesForTheOffice';
import { TodayRow } from './TodayRow';
import { TodaySection } from './TodaySection';

interface PendingQuote {
  id: string;
  name: string;
  company: string | null;
  project_type: string;
  stage: string;
  created_at: string;
}

interface UnreadMessage {
  id: string;
  name: string;
  subject: string | null;
  created_at: string;
}

/** What customers asked and nobody has handled yet: quotes waiting for the office, messages still unread; oldest first. */
export function NewRequests() {
  const translate = useTranslate();
  return (
    <>
      <TodaySection<PendingQuote>
        title="backoffice.today.quotes"
        resource="quotes"
        filter={quotesForTheOffice}
        sort={{ field: 'created_at', order: 'ASC' }}
        empty="backoffice.today.no_quotes"
        item={(quote) => (
          <TodayRow
            key={quote.id}
            to={adminPath(`/quotes/${quote.id}/show`)}
            primary={[quote.name, quote.company].filter(Boolean).join(' — ')}
            secondary={`${labelOf(quoteStages, quote.stage)} · ${labelOf(projectTypes, quote.project_type)} · ${formatCompactDate(quote.created_at)}`}
          />
        )}
      />
      <TodaySection<UnreadMessage>
        title="backoffice.today.messages"
        resource="contact_messages"
        filter={{ read: false }}
        sort={{ field: 'created_at', order: 'ASC' }}
        empty="backoffice.today.no_messages"
        item={(message) => (
          <TodayRow
            key={message.id}
            to={adminPath(`/contact_messages/${message.id}/show`)}
            primary={message.name}
            secondary={`${message.subject?.trim() || translate('backoffice.messages.no_subject')} · ${formatCompactDate(message.created_at)}`}
          />
        )}
      />
    </>
  );
}
