// No order to show, and why: an incomplete link, an unknown order (or a wrong token), a used or
// expired payment-return link, no network or too many requests (those two can be tried again).
import type { Ref } from 'react';
import type { ThankYouMessages } from './messages.ts';
import { retryLoading, type ErrorReason, type OrderPageStore } from './order-page-store.ts';

interface Props {
  m: ThankYouMessages;
  store: OrderPageStore;
  reason: ErrorReason;
  contactHref: string;
  headingRef: Ref<HTMLHeadingElement>;
}

export function ThankYouError({ m, store, reason, contactHref, headingRef }: Props) {
  return (
    <div className="thankyou-error">
      <h1 ref={headingRef} tabIndex={-1}>
        {reason === 'linkUsed' || reason === 'linkExpired' ? m.errors.linkTitle : m.errors.title}
      </h1>
      <p className="notice notice--error">{m.errors[reason]}</p>
      <div className="thankyou-actions">
        {(reason === 'network' || reason === 'tooManyRequests') && (
          <button type="button" className="btn" onClick={() => retryLoading(store)}>
            {m.errors.retry}
          </button>
        )}
        <a className="btn btn--ghost" href={contactHref}>
          {m.actions.contact}
        </a>
      </div>
    </div>
  );
}
