/**
 * A listing's placeholder while its first page loads: grey cards in the listing's own grid
 * (`className` adds the layout), at most `count` of them. It is a slot's default content, so a
 * fallback the host wrote inside the tag shows instead where there is one.
 */
export function ListingSkeleton({ count, className = '' }: { count: number; className?: string }) {
  return (
    <slot>
      <ul part="list" className={`cards ${className} skeleton`.replace(/\s+/g, ' ')} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="card">
            <span className="media" />
            <span className="line" />
            <span className="line short" />
          </li>
        ))}
      </ul>
    </slot>
  );
}
