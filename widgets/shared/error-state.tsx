/**
 * What an element shows when it cannot render: a bad attribute or a render error. Small and
 * neutral for the shopper; the details go to the console and a `shop:error` event. Where the
 * page wrote fallback content inside the tag (`<shop-product-price …>$49.00</shop-product-price>`),
 * that content stays on screen instead (the error is the slot's own fallback content, shown only
 * when nothing is given): the shopper keeps what the page meant to show.
 */
import { Component, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { reportError } from '../../runtime/report';
import { useT } from './use-t';

/** A node a shopper would see: an element, or text that is more than whitespace. */
const shows = (node: Node) => node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim()));

export function ErrorState() {
  const { t } = useT();
  const slot = useRef<HTMLSlotElement>(null);
  // Given only whitespace (the tag written over several lines): the slot would show that, not its
  // fallback, so the error shows beside it. Known once in the browser; the server draws the slot.
  const [bare, setBare] = useState(false);
  useLayoutEffect(() => {
    const element = slot.current!;
    const check = () => {
      const given = element.assignedNodes({ flatten: true });
      setBare(given.length > 0 && !given.some(shows));
    };
    check();
    element.addEventListener('slotchange', check);
    return () => element.removeEventListener('slotchange', check);
  }, []);
  const error = (
    <span className="element-error" part="error">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6.25h1.5v1.5h-1.5v-1.5Z" />
      </svg>
      {t('element.error')}
    </span>
  );
  return (
    <>
      <slot ref={slot} hidden={bare || undefined}>
        {bare ? null : error}
      </slot>
      {bare && error}
    </>
  );
}

interface BoundaryProps {
  host: HTMLElement;
  children: ReactNode;
}

/** Catches render errors so one broken element never breaks the host page or its neighbours. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const tag = this.props.host.localName;
    reportError(this.props.host, { source: 'render', tag, error, message: `<${tag}> failed to render: ${error instanceof Error ? error.message : String(error)}` });
  }

  override render() {
    return this.state.failed ? <ErrorState /> : this.props.children;
  }
}
