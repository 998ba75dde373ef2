/**
 * One way for an element's `open` to drive its modal <dialog> (shown by runtime/toast.ts's
 * showModal, as every modal is), and the dialog's own closing to clear it.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Shows the dialog (through `show`) while `open` is true and closes it when `open` is false. Its
 * close event, a task later, calls `closed`. `closed(true)` means the dialog closed itself
 * (Escape, a close button, a backdrop click) and the element's `open` must be cleared;
 * `closed(false)` means it closed because `open` was cleared, which must not be cleared again: a
 * script may have set it back (`el.close(); el.show()`) before the event arrived.
 *
 * Why the count of closes: `open` can be cleared by that event and set again before React draws
 * the cleared value (a shopper or a script reopening at once). React then sees true, then true,
 * and an effect on `open` alone would never show the dialog again. Each close is counted, and the
 * count is a dependency, so the effect looks at the dialog again after every close.
 *
 * Why layout effects: a first render's passive effects wait for a later task, and a press that
 * lands before them (a slow phone) opens the dialog through `show`; the mount's effect, run then
 * with `open` still false, closed it again, and the press's `open` opened it a second time (two
 * toggle events, two view_cart reports). Run in the commit, nothing can come between.
 */
export function useModal(dialog: RefObject<HTMLDialogElement | null>, open: boolean | undefined, show: () => void, closed: (self: boolean) => void): void {
  const [closes, setCloses] = useState(0);
  const latest = useRef({ show, closed });
  latest.current = { show, closed };
  // Set while the close event of a close made here (for a cleared `open`) is on its way.
  const ownClose = useRef(false);

  useLayoutEffect(() => {
    const element = dialog.current!;
    if (open && !element.open) latest.current.show();
    if (!open && element.open) {
      ownClose.current = true;
      element.close();
    }
  }, [open, closes]);

  useLayoutEffect(() => {
    const element = dialog.current!;
    const onClose = () => {
      const self = !ownClose.current;
      ownClose.current = false;
      if (element.open) return; // opened again before this (queued) event arrived
      // Cleared first, counted second: both reach React in the same batch, so no render sees the
      // new count with the old `open` (which would open the dialog again).
      latest.current.closed(self);
      setCloses((count) => count + 1);
    };
    element.addEventListener('close', onClose);
    return () => element.removeEventListener('close', onClose);
  }, []);
}
