// Production mail: nodemailer over SMTP (SMTP_URL), with timeouts so a stuck server fails clearly.
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function smtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // a plain smtp:// URL to localhost (tests, a local relay) must not insist on STARTTLS.
    ignoreTLS: url.protocol === 'smtp:' && ['127.0.0.1', 'localhost', '::1'].includes(url.hostname),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.messageId ? { messageId: `<${message.messageId}>` } : {}),
        ...(message.date ? { date: message.date } : {}),
        ...(message.listUnsubscribe ? oneClickUnsubscribe(message.listUnsubscribe) : {}),
        // inline images: nodemailer wraps them with the HTML in multipart/related
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map(({ disposition, ...a }) => ({
                ...a,
                contentDisposition: disposition ?? ('inline' as const),
              })),
            }
          : {}),
      });
      return { id: String(info.messageId ?? '') };
    },
  };
}

/** nodemailer's List-Unsubscribe (its `list` option) and the RFC 8058 one-click header beside it. */
export function oneClickUnsubscribe(url: string): { list: { unsubscribe: string }; headers: Record<string, string> } {
  return { list: { unsubscribe: url }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
