// One interface for sending mail, whatever carries it: SMTP in production (and in tests, against a
// real SMTP server), or the embedded default's local outbox.
/** A file sent with the message; `cid` lets the HTML show it inline as <img src="cid:...">. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  cid: string;
  content: Buffer;
  /** inline (an image the HTML shows, the default) or attachment (a file to keep: the invoice PDF). */
  disposition?: 'inline' | 'attachment';
}

export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | undefined;
  attachments?: EmailAttachment[] | undefined;
  /** The Message-ID (without <>): the same on every attempt of one outbox row, so a repeat is recognisable. */
  messageId?: string | undefined;
  /** The Date header: when the e-mail was written (its outbox row), not when an attempt finally got through. */
  date?: Date | undefined;
  /**
   * The one-click unsubscribe address (RFC 8058): sent as List-Unsubscribe with
   * List-Unsubscribe-Post: List-Unsubscribe=One-Click, so a mail client offers its own button.
   */
  listUnsubscribe?: string | undefined;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage & { from: string }): Promise<{ id: string }>;
}
