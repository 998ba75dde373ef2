/**
 * The error state for an attribute problem that a single prop parser cannot see (two
 * attributes of which one is needed): the same report, `data-invalid` and shop:error as
 * define() gives a malformed attribute.
 */
import { useLayoutEffect } from 'react';
import { reportError } from '../../runtime/report';
import { ErrorState } from './error-state';
import { useHost } from './host';

export function AttributeError({ attribute, message }: { attribute: string; message: string }) {
  const host = useHost();
  // A layout effect, as in define(): the attribute is there as soon as the error state is.
  useLayoutEffect(() => {
    host.toggleAttribute('data-invalid', true);
    reportError(host, { source: 'attribute', tag: host.localName, attribute, value: host.getAttribute(attribute), message: `<${host.localName}> ${message}` });
    return () => host.removeAttribute('data-invalid');
  }, [attribute, message]);
  return <ErrorState />;
}
