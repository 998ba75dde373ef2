/**
 * @summary An empty state: an illustration and "No data" or "No records", with room for an
 * action (a slotted link or button, e.g. "Continue shopping").
 *
 * @attr {"data"|"records"} kind - Which message: "No data" (default) or "No records".
 * @attr {string} message - The shop's own text instead of the standard message.
 *
 * @slot - Actions shown under the message.
 *
 * @csspart base - The wrapper.
 * @csspart icon - The illustration.
 * @csspart message - The message.
 *
 * @cssproperty --shop-desc-color - Colour of the message.
 * @cssproperty --shop-border-color - Colour of the illustration.
 */
import { oneOf, string, type PropsOf } from '../shared/props';
import { useT } from '../shared/use-t';

export const emptyProps = {
  kind: oneOf(['data', 'records'], { default: 'data' }),
  message: string(),
};

export type EmptyProps = PropsOf<typeof emptyProps>;

export function Empty({ kind, message }: EmptyProps) {
  const { t } = useT();
  return (
    <div part="base" className="empty">
      <svg part="icon" className="icon" viewBox="0 0 64 48" aria-hidden="true" focusable="false">
        <path d="M8 18 16 6h32l8 12v22a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M8 18h14l3 6h14l3-6h14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <p part="message" className="message">
        {message ?? t(kind === 'records' ? 'empty.records' : 'empty.data')}
      </p>
      <slot />
    </div>
  );
}
