/**
 * An address in words, its country by name in the page's language (Intl.DisplayNames), not
 * its code. The name is the runtime's: the server's ICU may word it otherwise than the
 * browser's, so it sits in an element of its own that keeps the server's text through the
 * hydration (../shared/region-names.ts).
 */
import type { Address } from '../../runtime/api/types';
import { regionNamer } from '../shared/region-names';
import { useT } from '../shared/use-t';

type Place = Pick<Address, 'address' | 'apartment' | 'area' | 'city' | 'province' | 'postalCode' | 'country'>;

export function AddressText({ address: a }: { address: Place }) {
  const { locale } = useT();
  const rest = [a.address, a.apartment, a.area, a.city, a.province, a.postalCode].filter(Boolean).join(', ');
  if (!a.country) return <>{rest}</>;
  return (
    <>
      {rest ? `${rest}, ` : ''}
      <span className="country" suppressHydrationWarning>
        {regionNamer(locale)(a.country.toUpperCase())}
      </span>
    </>
  );
}
