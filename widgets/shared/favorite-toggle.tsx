/**
 * The favourite toggle (a heart with a label, aria-pressed), shared by <shop-product-buttons>
 * and <shop-favorite-button>. Its state is the runtime's wish list, so every toggle for the
 * same item agrees; toggleFavorite() changes it at once, rolls back on a refusal and sends a
 * signed-out shopper to sign-in.
 */
import { useRef, useState } from 'react';
import { $wishList } from '../../runtime/account';
import type { WishList } from '../../runtime/api/types';
import { isFavorite, toggleFavorite, type FavoriteKind } from '../../runtime/favorites';
import { emit } from './emit';
import { useBrowserStore } from './use-browser-store';

/** The server knows no shopper's wish list: it draws every toggle unpressed. */
const NOTHING_LISTED: WishList = { product: [], article: [] };

/** `favorite` follows the wish list; `toggle` fires `shop:favorite-change` on `host` once the server agreed. */
export function useFavorite(host: HTMLElement, kind: FavoriteKind, slug: string): { favorite: boolean; busy: boolean; toggle: () => Promise<void> } {
  const favorite = isFavorite(kind, slug, useBrowserStore($wishList, NOTHING_LISTED));
  const [busy, setBusy] = useState(false);
  // Checked through a ref, not the rendered `busy`: a press right after a toggle settles, before
  // React has drawn the change, would otherwise meet the old closure's `busy` and be lost.
  const running = useRef(false);
  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      const now = await toggleFavorite(kind, slug);
      if (now !== favorite) emit(host, 'shop:favorite-change', { kind, slug, favorite: now });
    } catch {
      /* rolled back, and the shopper was told */
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { favorite, busy, toggle };
}

export function FavoriteToggle({ pressed, busy, onToggle, label }: { pressed: boolean; busy: boolean; onToggle: () => void; label: string }) {
  return (
    <button type="button" part="favorite" className="favorite" aria-pressed={pressed} aria-disabled={busy || undefined} onClick={onToggle}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4 7.4 4c2 0 3.6 1.1 4.6 2.7C13 5.1 14.6 4 16.6 4c3.5 0 5.8 3.6 4.6 7.1-1.7 4.8-9.2 9.4-9.2 9.4Z" />
      </svg>
      <span className="label">{label}</span>
    </button>
  );
}
