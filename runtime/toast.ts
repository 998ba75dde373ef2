/**
 * Toasts: one store, shown by one <shop-toast> element that is added to the page with the
 * first toast (so pages that never toast never load React for it).
 */
import { atom } from 'nanostores';
import { TOAST_DURATION_MS } from './constants';
import { loadElement } from './elements';

export type ToastType = 'info' | 'success' | 'warning' | 'error';
export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
}

export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function schedule(toast: Toast): void {
  clearTimeout(timers.get(toast.id));
  timers.set(toast.id, setTimeout(() => dismiss(toast.id), toast.duration));
}

function ensureElement(): void {
  if (!document.querySelector('shop-toast')) document.body.append(document.createElement('shop-toast'));
  // Its code now, whatever its `loading`: one a server drew (a declarative shadow root) would
  // otherwise wait for a touch on an empty region.
  void loadElement('shop-toast').catch(() => undefined);
}

/** Shows `message` for `duration` ms (1000 by default, spec section 9). */
export function toast(message: string, options: { type?: ToastType; duration?: number } = {}): number {
  const item: Toast = { id: nextId++, message, type: options.type ?? 'info', duration: options.duration ?? TOAST_DURATION_MS };
  $toasts.set([...$toasts.get(), item]);
  schedule(item);
  ensureElement();
  return item.id;
}

export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Keeps a toast while the shopper points at or focuses it, so it can be read (WCAG 2.2.1). */
export function hold(id: number): void {
  clearTimeout(timers.get(id));
}

/** Lets a held toast go again, with its full duration. */
export function release(id: number): void {
  const item = $toasts.get().find((t) => t.id === id);
  if (item) schedule(item);
}
