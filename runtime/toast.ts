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

/** Puts <shop-toast> on the page; settles once its code is in (or could not be fetched). */
function ensureElement(): Promise<unknown> {
  if (!document.querySelector('shop-toast')) document.body.append(document.createElement('shop-toast'));
  // Its code now, whatever its `loading`: one a server drew (a declarative shadow root) would
  // otherwise wait for a touch on an empty region.
  return loadElement('shop-toast').catch(() => undefined);
}

/**
 * Shows `message` for `duration` ms (1000 by default, spec section 9), counted from when it can
 * be drawn: the page's first toast fetches <shop-toast>'s code, which on a slow phone takes
 * longer than a second, and counted from the call, "Added to cart" went before it ever showed.
 */
export function toast(message: string, options: { type?: ToastType; duration?: number } = {}): number {
  const item: Toast = { id: nextId++, message, type: options.type ?? 'info', duration: options.duration ?? TOAST_DURATION_MS };
  $toasts.set([...$toasts.get(), item]);
  const code = ensureElement();
  if (customElements.get('shop-toast')) schedule(item);
  // (Still there: it may have been closed meanwhile.)
  else void code.then(() => $toasts.get().includes(item) && !timers.has(item.id) && schedule(item));
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

/**
 * Counts the modal dialogs shown (showModal, below, calls raiseToasts()): a modal
 * <dialog> goes into the top layer above everything, the toasts too, so <shop-toast> shows its
 * stack again (a popover) after each, on top of the dialog and its backdrop.
 */
export const $toastRaise = atom(0);

function raiseToasts(): void {
  $toastRaise.set($toastRaise.get() + 1);
}

/**
 * While a modal dialog is open, everything outside it is inert: the toasts, though drawn above it,
 * are out of the accessibility tree, and their live regions say nothing. This puts two visually
 * hidden live regions (polite, urgent) inside `dialog` that say the toasts shown while it is
 * open (and those on screen as it opens, a frame later: a region says what is added to it, not
 * what it starts with). Returns the function that takes them away. Text only (textContent).
 */
function announceToastsIn(dialog: HTMLElement): () => void {
  const region = (role: 'status' | 'alert') => {
    const node = document.createElement('div');
    node.setAttribute('role', role);
    node.dataset.shopToasts = role;
    // The CSSOM, not a style attribute (a strict CSP allows the one, not the other).
    Object.assign(node.style, { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: '0', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', border: '0' });
    dialog.append(node);
    return node;
  };
  const polite = region('status');
  const urgent = region('alert');
  const said = new Map<number, HTMLElement>();
  const sync = (toasts: readonly Toast[]) => {
    for (const [id, node] of said) {
      if (toasts.some((t) => t.id === id)) continue;
      node.remove();
      said.delete(id);
    }
    for (const item of toasts) {
      if (said.has(item.id)) continue;
      const line = document.createElement('p');
      line.textContent = item.message;
      (item.type === 'warning' || item.type === 'error' ? urgent : polite).append(line);
      said.set(item.id, line);
    }
  };
  const frame = requestAnimationFrame(() => sync($toasts.get()));
  const stop = $toasts.listen(sync);
  return () => {
    cancelAnimationFrame(frame);
    stop();
    polite.remove();
    urgent.remove();
  };
}

/** The dialogs whose toasts are being said inside them, and the close listener that stops it. */
const announcing = new WeakMap<HTMLDialogElement, () => void>();

/**
 * Shows a modal <dialog>: the one way every element does (in the runtime, with the toasts it
 * concerns, which every page has). The top layer stacks things in the order they are shown, so the page's
 * toasts (a popover, shown earlier) would sit under the dialog and its backdrop: they are shown
 * again above it. And while it is open everything outside it is inert, so the toasts are said by
 * live regions inside it, until it closes.
 */

export function showModal(dialog: HTMLDialogElement): void {
  if (!dialog.open) dialog.showModal();
  raiseToasts();
  if (announcing.has(dialog)) return;
  const stop = announceToastsIn(dialog);
  const onClose = () => {
    // Shown again before this (queued) close event arrived: still open, keep saying them.
    if (dialog.open) return;
    dialog.removeEventListener('close', onClose);
    announcing.delete(dialog);
    stop();
  };
  announcing.set(dialog, onClose);
  dialog.addEventListener('close', onClose);
}
