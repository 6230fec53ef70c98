/** The outbox statuses (public.notifications.status), labelled in i18n/fr.ts under backoffice.mail_status. */
const notificationStatuses = ['pending', 'sent', 'failed', 'expired'] as const;

export const notificationStatusChoices = notificationStatuses.map((status) => ({ id: status, name: `backoffice.mail_status.${status}` }));
