// The two pages of the local outbox. A developer's tool of the embedded default (English only, like
// the terminal output); each message's HTML is shown in a sandboxed frame.
import { escapeHtml } from './email-html.ts';
import type { StoredEmail } from './local-mailbox.ts';

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd;vertical-align:top}
a{color:#5b3a00}iframe{width:100%;height:70vh;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}
.note{background:#fff7e0;border:1px solid #e6c46a;padding:.5rem 1rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** Where the list is: the cursor it was asked with (absent on the newest page) and the next one. */
export interface OutboxListPaging {
  before?: string | undefined;
  next: string | null;
  total: number;
}

function pagingNav(base: string, shown: number, paging: OutboxListPaging): string {
  const links = [
    paging.before ? `<a href="${escapeHtml(base)}">&larr; Newest messages</a>` : '',
    paging.next
      ? `<a href="${escapeHtml(base)}?before=${encodeURIComponent(paging.next)}" rel="next">Older messages &rarr;</a>`
      : '',
  ].filter(Boolean);
  const summary = `<p>${shown} shown of ${paging.total} kept${paging.before ? ', older than the newest page' : ''}.</p>`;
  return `${summary}${links.length ? `<nav aria-label="Outbox pages"><p>${links.join(' &middot; ')}</p></nav>` : ''}`;
}

const olderLink = (base: string, next: string | null) =>
  next ? `<p><a href="${escapeHtml(base)}?before=${encodeURIComponent(next)}">Older messages &rarr;</a></p>` : '';

/** `base`: the outbox's own address, /outbox/<key>. */
export function renderOutboxList(
  messages: StoredEmail[],
  base: string,
  paging: OutboxListPaging = { next: null, total: messages.length },
): string {
  const rows = messages
    .map(
      (
        m,
      ) => `<tr><td><time datetime="${escapeHtml(m.date)}">${escapeHtml(m.date.replace('T', ' ').slice(0, 19))}</time></td>
<td>${escapeHtml(m.to)}</td><td><a href="${escapeHtml(base)}/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join('\n');
  return page(
    'Outbox',
    `<main><h1>Outbox</h1>
<p class="note">Local development outbox: e-mails the shop would have sent. Nothing here left this machine.</p>
${messages.length === 0 ? '<p>No e-mail yet.</p>' : `${pagingNav(base, messages.length, paging)}<table><thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>${olderLink(base, paging.next)}`}
</main>`,
  );
}

/** The message's HTML with its inline images (cid:) as data URIs, which the sandboxed frame can show. */
function withInlineImages(m: StoredEmail): string {
  const byCid = new Map((m.attachments ?? []).map((a) => [a.cid, a]));
  return m.html.replace(/src="cid:([^"]+)"/g, (whole, cid: string) => {
    const a = byCid.get(cid);
    // only image types and base64 text go into the markup
    const safe = a && /^image\/(png|jpeg|gif)$/.test(a.contentType) && /^[A-Za-z0-9+/]*={0,2}$/.test(a.contentBase64);
    return safe ? `src="data:${a.contentType};base64,${a.contentBase64}"` : whole;
  });
}

export function renderOutboxMessage(m: StoredEmail, base: string): string {
  const attachments = (m.attachments ?? [])
    .map((a) => `<li>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)}, ${a.disposition ?? 'inline'})</li>`)
    .join('');
  return page(
    m.subject,
    `<main><p><a href="${escapeHtml(base)}">&larr; Outbox</a></p><h1>${escapeHtml(m.subject)}</h1>
<dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to)}</dd>
${m.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(m.replyTo)}</dd>` : ''}<dt>Date</dt><dd>${escapeHtml(m.date)}</dd></dl>
<iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(withInlineImages(m))}"></iframe>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ''}
<h2>Text version</h2><pre>${escapeHtml(m.text)}</pre></main>`,
  );
}
