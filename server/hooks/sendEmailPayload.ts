import { z } from 'zod';

/**
 * The body GoTrue posts to its Send Email hook: the user the mail is about and `email_data`. Only the
 * fields this server uses are read; GoTrue adds others (the whole user object) that are ignored.
 * https://supabase.com/docs/guides/auth/auth-hooks/send-email-hook
 */
const emailActionTypes = ['signup', 'recovery', 'invite', 'magiclink', 'email_change', 'email', 'reauthentication'] as const;
export type EmailActionType = (typeof emailActionTypes)[number];

const optionalText = z.string().optional().nullable().transform((value) => value || undefined);

export const sendEmailPayloadSchema = z.object({
  user: z.object({
    id: z.string().uuid(),
    email: optionalText,
    /** The address an e-mail change goes to (GoTrue's `new_email`). */
    new_email: optionalText,
  }),
  email_data: z.object({
    email_action_type: z.enum(emailActionTypes),
    /** The six-digit code (OTP). With a secure e-mail change, the one for the NEW address. */
    token: optionalText,
    /** What the link carries. With a secure e-mail change, the one for the NEW address (GoTrue's naming). */
    token_hash: optionalText,
    redirect_to: optionalText,
    /** GoTrue's external address (its API's, despite the name). */
    site_url: optionalText,
    /** Secure e-mail change only: the code and link hash for the CURRENT address. */
    token_new: optionalText,
    token_hash_new: optionalText,
  }),
});

export type SendEmailPayload = z.infer<typeof sendEmailPayloadSchema>;
