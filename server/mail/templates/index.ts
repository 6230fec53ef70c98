import type { MailKind } from '../../../src/shared/notifications/notificationKinds';
import type { MailTemplate } from './mailTemplate';
import appointmentCancelled from './appointment_cancelled';
import appointmentCancelledByCustomer from './appointment_cancelled_by_customer';
import appointmentCompleted from './appointment_completed';
import appointmentConfirmation from './appointment_confirmation';
import appointmentConfirmed from './appointment_confirmed';
import appointmentMoved from './appointment_moved';
import appointmentMovedByCustomer from './appointment_moved_by_customer';
import appointmentReminder from './appointment_reminder';
import appointmentRequest from './appointment_request';
import contactConfirmation from './contact_confirmation';
import contactMessage from './contact_message';
import creditNoteIssued from './credit_note_issued';
import customerStatement from './customer_statement';
import emailChangeCurrent from './email_change_current';
import emailChangeNew from './email_change_new';
import emailChangedNotice from './email_changed_notice';
import informationRequest from './information_request';
import invoiceIssued from './invoice_issued';
import invite from './invite';
import magicLink from './magic_link';
import messageReply from './message_reply';
import mfaReset from './mfa_reset';
import orderCancelled from './order_cancelled';
import orderCancelledByCustomer from './order_cancelled_by_customer';
import orderConfirmation from './order_confirmation';
import orderConfirmed from './order_confirmed';
import orderDelivered from './order_delivered';
import orderRequest from './order_request';
import passwordChanged from './password_changed';
import passwordRecovery from './password_recovery';
import paymentReceipt from './payment_receipt';
import paymentReminder from './payment_reminder';
import phoneChangedNotice from './phone_changed_notice';
import quoteAccepted from './quote_accepted';
import quoteConfirmation from './quote_confirmation';
import quoteDeclined from './quote_declined';
import quoteAcceptedByCustomer from './quote_accepted_by_customer';
import quoteDeclinedByCustomer from './quote_declined_by_customer';
import quoteRequest from './quote_request';
import quoteSent from './quote_sent';
import reauthentication from './reauthentication';
import refundRecorded from './refund_recorded';
import signupConfirmation from './signup_confirmation';
import supportCustomerReply from './support_customer_reply';
import supportReply from './support_reply';
import supportRequest from './support_request';
import supportRequestReceived from './support_request_received';
import supportResolved from './support_resolved';
import warrantyEnding from './warranty_ending';

/**
 * The template of every kind of mail, by the kind the database or the server queues
 * (public.notifications.kind; the kinds and their labels: src/shared/notifications/notificationKinds.ts). A kind queued with data and no template here is refused by the
 * send step (composeMail.ts); tests/integration/mailTemplates.test.ts checks every kind the
 * database queues has one.
 */
export const mailTemplates: Record<MailKind, MailTemplate> = {
  appointment_cancelled: appointmentCancelled,
  appointment_cancelled_by_customer: appointmentCancelledByCustomer,
  appointment_completed: appointmentCompleted,
  appointment_confirmation: appointmentConfirmation,
  appointment_confirmed: appointmentConfirmed,
  appointment_moved: appointmentMoved,
  appointment_moved_by_customer: appointmentMovedByCustomer,
  appointment_reminder: appointmentReminder,
  appointment_request: appointmentRequest,
  contact_confirmation: contactConfirmation,
  contact_message: contactMessage,
  credit_note_issued: creditNoteIssued,
  customer_statement: customerStatement,
  email_change_current: emailChangeCurrent,
  email_change_new: emailChangeNew,
  email_changed_notice: emailChangedNotice,
  information_request: informationRequest,
  invoice_issued: invoiceIssued,
  invite,
  magic_link: magicLink,
  message_reply: messageReply,
  mfa_reset: mfaReset,
  order_cancelled: orderCancelled,
  order_cancelled_by_customer: orderCancelledByCustomer,
  order_confirmation: orderConfirmation,
  order_confirmed: orderConfirmed,
  order_delivered: orderDelivered,
  order_request: orderRequest,
  password_changed: passwordChanged,
  password_recovery: passwordRecovery,
  payment_receipt: paymentReceipt,
  payment_reminder: paymentReminder,
  phone_changed_notice: phoneChangedNotice,
  quote_accepted: quoteAccepted,
  quote_confirmation: quoteConfirmation,
  quote_declined: quoteDeclined,
  quote_accepted_by_customer: quoteAcceptedByCustomer,
  quote_declined_by_customer: quoteDeclinedByCustomer,
  quote_request: quoteRequest,
  quote_sent: quoteSent,
  reauthentication,
  refund_recorded: refundRecorded,
  signup_confirmation: signupConfirmation,
  support_customer_reply: supportCustomerReply,
  support_reply: supportReply,
  support_request: supportRequest,
  support_request_received: supportRequestReceived,
  support_resolved: supportResolved,
  warranty_ending: warrantyEnding,
};
