import { z } from 'zod';

/*
 * Error messages are keys of `form.contact.errors`, so the form shows them translated whether
 * they come from the browser check or from the server.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(100, 'nameTooLong'),
  email: z.string().trim().min(1, 'emailRequired').max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
  message: z.string().trim().min(10, 'messageTooShort').max(5000, 'messageTooLong'),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export type ContactFieldName = keyof ContactMessage;
