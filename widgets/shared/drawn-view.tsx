/**
 * The view an element reports when it mounts (view_item, view_item_list, view_cart, search,
 * begin_checkout), for an element the server drew: its code loads only when the shopper
 * touches it, so the view is written into its markup instead, a hidden
 * `<template data-shop-view='{…}'>` holding the event's detail, and the runtime reports it as
 * the page shows (runtime/analytics-switch.ts, reportDrawnViews). The node is drawn from the
 * element's first render only (the server's, and the hydration's, from the same data and the
 * shop's currency the server used), so hydration keeps it as it is.
 */
import { useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { analyticsDetail, type AnalyticsEventName, type AnalyticsParams } from '../../runtime/analytics';
import { HostContext } from './host';
import { useDrawnOnServer } from './render-context';
import { useShopCurrency } from './use-money';

const nothing = () => () => undefined;

/** On a host whose server markup held a view that its browser render drew afresh (./hydrate.ts sets it). */
export const VIEW_DRAWN = Symbol.for('shop-elements.view-drawn');

export interface DrawnView {
  /** The node to draw (null when there is none). */
  view: ReactNode;
  /** The runtime reports this view from the markup: the element does not report it again on mount. */
  drawn: boolean;
}

/**
 * `params` is the view as the element's first render knows it (from its server data), or
 * undefined when it knows none (drawn without data): the element then reports it on mount, as
 * one drawn in the browser does.
 */
export function useDrawnView(event: AnalyticsEventName, params: AnalyticsParams | undefined): DrawnView {
  const drawn = useDrawnOnServer();
  // The server's render and the hydration's; not a part mounted later (cards once fetched).
  const serverMarkup = useSyncExternalStore(nothing, () => false, () => true);
  const currency = useShopCurrency();
  const host = useContext(HostContext);
  const [detail] = useState(() => (drawn && serverMarkup && params ? JSON.stringify(analyticsDetail(event, params, currency)) : undefined));
  // Drawn by the server, then drawn afresh in the browser (another language or currency than the
  // server's: ./hydrate.ts): the runtime reported the server's view already.
  const [reported] = useState(() => detail !== undefined || (!drawn && (host as (HTMLElement & { [VIEW_DRAWN]?: boolean }) | null)?.[VIEW_DRAWN] === true));
  return { view: detail === undefined ? null : <template data-shop-view={detail} />, drawn: reported };
}
