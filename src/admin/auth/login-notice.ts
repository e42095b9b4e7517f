// What the sign-in screen opens with when another screen sends the admin there: the tab, the e-mail
// to prefill and a message (after a password reset, or to ask for a new reset link).
import { atom } from 'nanostores';

interface LoginNotice {
  tab: 'login' | 'reset';
  email?: string;
  /** An admin.json key shown as a status message above the form. */
  messageKey?: string;
}

export const $loginNotice = atom<LoginNotice | null>(null);

/** The pending notice, once: the next visit to the sign-in screen is an ordinary one. */
export function takeLoginNotice(): LoginNotice | null {
  const notice = $loginNotice.get();
  $loginNotice.set(null);
  return notice;
}
