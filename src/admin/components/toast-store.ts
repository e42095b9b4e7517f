// Toasts shared by every screen, so a success survives the navigation back to a list.
import { atom } from 'nanostores';

type ToastTone = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function showToast(tone: ToastTone, text: string, timeoutMs = 5000): void {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, tone, text }]);
  window.setTimeout(() => dismissToast(id), timeoutMs);
}
