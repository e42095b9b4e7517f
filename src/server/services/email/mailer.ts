// One interface for sending mail, whatever carries it: SMTP in production (and in tests, against a
// real SMTP server), or the embedded default's local outbox.
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | undefined;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage & { from: string }): Promise<{ id: string }>;
}
