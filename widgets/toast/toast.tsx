/**
 * @summary The page's toasts: short messages that come and go (1000 ms by default). Info and
 * success are announced politely (role status), warnings and errors at once (role alert).
 * The runtime adds this element with the first toast; a page may also place it itself. The
 * stack is a popover in the top layer, shown again after a modal dialog opens, so the toasts
 * stay above the dialog's backdrop; while a modal dialog is open its own hidden live regions say
 * them (outside it the page is inert).
 *
 * @attr {"top"|"bottom"} placement - Where the toasts stack. Default "top".
 *
 * @csspart base - The stack.
 * @csspart toast - One toast.
 * @csspart close - A toast's close button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-info-color - Accent of info toasts.
 * @cssproperty --shop-success-color - Accent of success toasts.
 * @cssproperty --shop-warning-color - Accent of warning toasts.
 * @cssproperty --shop-error-color - Accent of error toasts.
 *
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef } from 'react';
import { $toastRaise, $toasts, dismiss, hold, release, type Toast } from '../../runtime/toast';
import { oneOf, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export const toastProps = {
  placement: oneOf(['top', 'bottom'], { default: 'top' }),
};

export type ToastProps = PropsOf<typeof toastProps>;

const NONE: Toast[] = [];
const noToasts = () => NONE;

export function ToastStack({ placement }: ToastProps) {
  const { t } = useT();
  // None on the server, nor while hydrating its render: the toasts shown before it arrive right after.
  const toasts = useStore($toasts, { ssr: noToasts });
  const polite = toasts.filter((item) => item.type === 'info' || item.type === 'success');
  const urgent = toasts.filter((item) => item.type === 'warning' || item.type === 'error');
  // The stack is a manual popover, in the top layer: shown once mounted, and shown again (so on
  // top) after each modal dialog opens; otherwise a modal's backdrop would cover the toasts.
  // Where popovers are unknown, the host's fixed position and z-index place it as before.
  const stack = useRef<HTMLDivElement>(null);
  const raise = useStore($toastRaise);
  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || typeof element.showPopover !== 'function') return;
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [raise]);

  const render = (items: typeof toasts) =>
    items.map((item) => (
      <div
        key={item.id}
        part="toast"
        className={`toast ${item.type}`}
        onMouseEnter={() => hold(item.id)}
        onMouseLeave={() => release(item.id)}
        onFocus={() => hold(item.id)}
        onBlur={() => release(item.id)}
      >
        <span className="message">{item.message}</span>
        <button part="close" type="button" className="close" aria-label={t('toast.close')} onClick={() => dismiss(item.id)}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    ));

  // The two live regions exist before any toast, so screen readers announce what is added.
  return (
    <div part="base" ref={stack} className={`stack ${placement}`} popover="manual">
      <div role="status" className="region">
        {render(polite)}
      </div>
      <div role="alert" className="region">
        {render(urgent)}
      </div>
    </div>
  );
}
