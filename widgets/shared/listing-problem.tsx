/** A listing that could not load: the catalogue's message and a way to try again. */
import { useT } from './use-t';

export function ListingProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div part="error-message" className="problem" role="alert">
      <p>{t('listing.failed', message)}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('listing.retry')}
      </button>
    </div>
  );
}
