// Unsaved choices are not lost without a word: while a screen holds changes it has
// not saved, leaving it asks first, through the app's links (the router asks the guard) and when the
// tab is closed or reloaded (the browser's own beforeunload question; browsers show their own words), and
// the browser's Back and Forward buttons (the router asks on popstate and stays if told to).
import { useEffect } from 'react';
import { $leaveGuard } from '../router.ts';

export function useLeaveGuard(unsaved: boolean, question: string): void {
  useEffect(() => {
    if (!unsaved) return;
    $leaveGuard.set(question);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers ask only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      if ($leaveGuard.get() === question) $leaveGuard.set(null);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved, question]);
}
