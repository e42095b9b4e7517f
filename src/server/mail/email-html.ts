// Escaping for the HTML we write by hand (e-mails, the outbox page): every interpolated value goes
// through escapeHtml, so a shopper's name can never become markup.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
