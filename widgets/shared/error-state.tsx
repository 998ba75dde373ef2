/**
 * What an element shows when it cannot render: a bad attribute or a render error. Small and
 * neutral for the shopper; the details go to the console and a `shop:error` event.
 */
import { Component, type ReactNode } from 'react';
import { reportError } from '../../runtime/report';
import { useT } from './use-t';

export function ErrorState() {
  const { t } = useT();
  return (
    <span className="element-error" part="error">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v5h-1.5v-5Zm0 6.25h1.5v1.5h-1.5v-1.5Z" />
      </svg>
      {t('element.error')}
    </span>
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
