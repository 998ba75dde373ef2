/**
 * @summary A loading spinner, announced to screen readers as a status ("Loading…").
 *
 * @attr {string} label - What is loading, read by screen readers. Defaults to "Loading…".
 * @attr {"small"|"medium"|"large"} size - Spinner size. Default "medium".
 * @attr {boolean} show-label - Shows the label next to the spinner as well.
 * @attr {number} delay - Milliseconds to wait before showing, so fast loads never flash a
 *   spinner (the runtime uses the spec's 200 ms component-load fallback delay). Default 0.
 *
 * @csspart base - The status wrapper.
 * @csspart spinner - The spinning ring.
 * @csspart label - The label.
 *
 * @cssproperty --shop-primary-color - Colour of the moving arc.
 * @cssproperty --shop-border-color - Colour of the ring.
 */
import { useEffect, useState } from 'react';
import { boolean, number, oneOf, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export const loadingProps = {
  label: string(),
  size: oneOf(['small', 'medium', 'large'], { default: 'medium' }),
  showLabel: boolean(),
  delay: number({ min: 0, default: 0 }),
};

export type LoadingProps = PropsOf<typeof loadingProps>;

export function Loading({ label, size, showLabel, delay }: LoadingProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(delay === 0);
  useEffect(() => {
    if (delay === 0) return setVisible(true);
    setVisible(false);
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  // The status region exists from the start (empty while delayed) so the later text is announced.
  return (
    <div part="base" role="status" className={`loading ${size}`}>
      {visible && (
        <>
          <span part="spinner" className="spinner" aria-hidden="true" />
          <span part="label" className={showLabel ? 'label' : 'visually-hidden'}>
            {label ?? t('loading.label')}
          </span>
        </>
      )}
    </div>
  );
}
