// Focus follows the flow, once the screen shows the change (never on the first render): the step's
// heading says where the shopper now is; a field to correct takes focus so its error is read out.
import { useEffect, type RefObject } from 'react';
import type { FocusRequest } from './checkout-store.ts';

export function useFocusRequest(focus: FocusRequest | null, heading: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    if (!focus) return;
    if (focus.target !== 'heading') {
      document.getElementById(focus.target)?.focus();
      return;
    }
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
  }, [focus, heading]);
}
