/**
 * Radio behaviour across elements. Native radios group only inside one tree, and each
 * shop-checkbox has its own shadow root, so `type="radio"` elements sharing a `name` (in the
 * same form, or the same document/shadow root when outside a form) are grouped here: checking
 * one unchecks the rest, arrow keys move and check, and one member is in the tab order.
 */
import { formLinkOf, type FormLink } from '../shared/form-control';

export function groupOf(host: HTMLElement): HTMLElement[] {
  const name = host.getAttribute('name');
  if (!name || host.getAttribute('type') !== 'radio') return [host];
  const form = formLinkOf(host).internals.form;
  const scope: ParentNode = form ?? (host.getRootNode() as ParentNode);
  return [...scope.querySelectorAll<HTMLElement>('shop-checkbox[type="radio"]')].filter(
    (el) => el.getAttribute('name') === name && (form ? formLinkOf(el).internals.form === form : !formLinkOf(el).internals.form),
  );
}

const links = (group: HTMLElement[]) => group.map((el) => formLinkOf<boolean>(el));
const enabled = (link: FormLink<boolean>) => !link.formDisabled && !link.host.hasAttribute('disabled');

/** Checks `host` and unchecks the rest of its group; every member re-renders its tab stop. */
export function checkInGroup(host: HTMLElement): void {
  const group = groupOf(host);
  for (const link of links(group)) link.set(link.host === host, { dirty: true });
  for (const link of links(group)) link.refresh();
}

/** The rest of the group re-renders (a member just learnt its checked state: the tab stop may move). */
export function refreshGroup(host: HTMLElement): void {
  for (const link of links(groupOf(host))) if (link.host !== host) link.refresh();
}

/** The member that takes the tab stop: the checked one, else the first enabled one. */
export function isTabStop(host: HTMLElement): boolean {
  const group = links(groupOf(host));
  const stop = group.find((l) => l.current && enabled(l)) ?? group.find(enabled);
  return !stop || stop.host === host;
}

/** Whether a member of the group (other than `except`) is checked. */
export const anyChecked = (host: HTMLElement, except?: HTMLElement): boolean => links(groupOf(host)).some((l) => l.current === true && l.host !== except);

/** The enabled member `step` places away (wrapping), for the arrow keys. */
export function neighbour(host: HTMLElement, step: 1 | -1): HTMLElement | undefined {
  const group = links(groupOf(host)).filter((l) => enabled(l) || l.host === host);
  const index = group.findIndex((l) => l.host === host);
  if (group.length < 2 || index === -1) return undefined;
  return group[(index + step + group.length) % group.length]!.host;
}
