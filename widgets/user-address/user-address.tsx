/**
 * @summary The shopper's address book: a card per address (name, the address lines, country,
 * phone with its country code, a 'Default' badge on the default one, which comes first), with
 * Edit, Delete and Make default. Adding and editing open <shop-address-modal> (its form saves
 * through `address/save`); Delete asks first in an alert dialog (WAI-ARIA APG alertdialog on the
 * native <dialog>, Cancel focused); Make default saves the address with `isDefault`. Each
 * change is announced; focus goes back to the button that opened a dialog, or, when an
 * address is gone, to its neighbour's Edit button (else 'Add address'). A signed-out shopper
 * gets a sign-in link instead.
 *
 * @data {Address[]} - The shopper's addresses, as `address/list` answers (the default first):
 *   the server draws the book for a page asked for with a session, and the browser does not
 *   fetch them again on load; without data the server draws the guest's sign-in prompt. A
 *   card's country name is the server's words until it changes (region names differ between
 *   Node's ICU and the browser's: widgets/shared/region-names.ts).
 *
 * @attr {string[]} countries - The countries the shop ships to (JSON array of ISO 3166 alpha-2
 *   codes), handed to the address form. Default: every country.
 *
 * @slot - Server-rendered fallback, shown until the element is defined.
 *
 * @csspart add - The 'Add address' button.
 * @csspart list - The list of addresses.
 * @csspart card - One address.
 * @csspart badge - The 'Default' badge.
 * @csspart actions - A card's buttons.
 * @csspart edit - Edit.
 * @csspart delete - Delete.
 * @csspart make-default - Make default.
 * @csspart alert - A refusal of Make default.
 * @csspart empty - The empty state ('No records').
 * @csspart signin - The sign-in prompt for a signed-out shopper.
 * @csspart error-message - The failure message with its retry button.
 * @csspart confirm - The delete confirmation dialog.
 * @csspart confirm-cancel - Its Cancel button.
 * @csspart confirm-ok - Its Delete button.
 * @csspart error - The error state shown for a bad attribute.
 *
 * @cssproperty --shop-primary-color - The add button, the badge and links.
 * @cssproperty --shop-border-color - Card borders.
 * @cssproperty --shop-error-color - The delete button in the dialog and failure messages.
 * @cssproperty --shop-border-radius - Corners.
 *
 * @event shop:address-save - (from the address form) an address was added or changed; `detail` is the Address.
 * @event shop:address-delete - An address was deleted; `detail` is `{id}`.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { addressBody, deleteAddress, listAddresses, saveAddress } from '../../runtime/api/address';
import type { Address } from '../../runtime/api/types';
import '../address-modal/define';
import { addressFormProps } from '../address-form/address-form';
import '../empty/define';
import '../loading/define';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { type PropsOf } from '../shared/props';
import { regionNamer } from '../shared/region-names';
import { useElementData } from '../shared/render-context';
import { SignInPrompt } from '../shared/signin-prompt';
import { failureMessage, useListing } from '../shared/use-listing';
import { useT } from '../shared/use-t';
import { useSignedIn } from '../user/parts';

export const userAddressProps = {
  countries: addressFormProps.countries,
};

export type UserAddressProps = PropsOf<typeof userAddressProps>;

const fullName = (a: Address) => `${a.firstName} ${a.lastName}`.trim();

export function UserAddress({ countries }: UserAddressProps) {
  const { t, locale } = useT();
  const host = useHost();
  const signedIn = useSignedIn();
  // The server's answer for this shopper (when it drew the book) is the first state, not fetched again.
  const served = useElementData<Address[]>();
  const { state: load, retry: reload } = useListing(signedIn ? 'signed-in' : 'signed-out', (signal) => (signedIn ? listAddresses({ signal, quiet: true }) : Promise.resolve([])), served);
  const [list, setList] = useState<Address[]>();
  const [modal, setModal] = useState<{ address?: Address }>();
  const [confirm, setConfirm] = useState<{ address: Address; busy: boolean; error?: string }>();
  const [defaulting, setDefaulting] = useState<number>();
  const [alert, setAlert] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Region names: ../shared/region-names.ts (Node's and the browser's words differ: the name
  // below is in an element of its own marked suppressHydrationWarning, as that module says).
  const regionName = useMemo(() => regionNamer(locale), [locale]);

  useEffect(() => {
    if (load.status === 'done') setList(load.data);
  }, [load]);

  // Focus that must wait for the list to change (the button that had it is gone). Child
  // effects run first, so a dialog closed in the same render has already given focus back.
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | undefined>(undefined);
  useEffect(() => {
    const target = pendingFocus.current?.();
    pendingFocus.current = undefined;
    target?.focus();
  }, [list]);

  // The modal speaks DOM events; they cross its shadow root.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onSaved = (event: Event) => {
      const saved = (event as CustomEvent<Address>).detail;
      const added = !list?.some((a) => a.id === saved.id);
      setAnnouncement(t(added ? 'addressBook.added' : 'addressBook.updated'));
      setList((current) => {
        const others = (current ?? []).filter((a) => a.id !== saved.id).map((a) => (saved.isDefault ? { ...a, isDefault: false } : a));
        return saved.isDefault ? [saved, ...others] : added ? [...others, saved] : (current ?? []).map((a) => (a.id === saved.id ? saved : a));
      });
      reload();
    };
    const onClosed = () => setModal(undefined);
    element.addEventListener('shop:address-save', onSaved);
    element.addEventListener('shop:address-modal-close', onClosed);
    return () => {
      element.removeEventListener('shop:address-save', onSaved);
      element.removeEventListener('shop:address-modal-close', onClosed);
    };
  });

  if (!signedIn) return <SignInPrompt text={t('addressBook.signedOut')} link={t('addressBook.signIn')} />;

  /** The Edit button of the address at `index` after one is gone, else 'Add address'. */
  const focusAfterRemoval = (index: number) => {
    pendingFocus.current = () => {
      const edits = [...(root.current?.querySelectorAll<HTMLButtonElement>('[part="edit"]') ?? [])];
      return edits[index] ?? edits[index - 1] ?? addButton.current;
    };
  };

  const remove = async () => {
    if (!confirm || confirm.busy) return;
    const { address } = confirm;
    setConfirm({ address, busy: true });
    try {
      await deleteAddress(address.id, { quiet: true });
    } catch (error) {
      setConfirm({ address, busy: false, error: failureMessage(error) });
      return;
    }
    const index = list?.findIndex((a) => a.id === address.id) ?? 0;
    focusAfterRemoval(index);
    setConfirm(undefined);
    setList((current) => current?.filter((a) => a.id !== address.id));
    setAnnouncement(t('addressBook.deleted'));
    emit(host, 'shop:address-delete', { id: address.id });
    reload();
  };

  const makeDefault = async (address: Address) => {
    if (defaulting) return;
    setDefaulting(address.id);
    setAlert('');
    try {
      const saved = await saveAddress(addressBody(address, { isDefault: true }), { quiet: true });
      // Its button is gone now; the card's Edit button (the card is now first) keeps the place.
      pendingFocus.current = () => root.current?.querySelector<HTMLButtonElement>(`[data-id="${saved.id}"] [part="edit"]`);
      setList((current) => [saved, ...(current ?? []).filter((a) => a.id !== saved.id).map((a) => ({ ...a, isDefault: false }))]);
      setAnnouncement(t('addressBook.defaultSet', fullName(address)));
      reload();
    } catch (error) {
      setAlert(failureMessage(error));
    } finally {
      setDefaulting(undefined);
    }
  };

  const shown = list ?? (load.status !== 'loading' ? load.data : undefined);
  return (
    <div ref={root} className="book">
      <div className="toolbar">
        <button ref={addButton} type="button" part="add" className="add" onClick={() => setModal({})}>
          {t('addressBook.add')}
        </button>
      </div>
      {alert && (
        <p part="alert" className="problem" role="alert">
          {alert}
        </p>
      )}
      {load.status === 'error' && !shown ? (
        <div part="error-message" className="problem" role="alert">
          <p>{t('addressBook.failed', load.message)}</p>
          <button type="button" className="retry" onClick={reload}>
            {t('addressBook.retry')}
          </button>
        </div>
      ) : !shown ? (
        <shop-loading show-label label={t('addressBook.loading')} />
      ) : shown.length === 0 ? (
        <shop-empty kind="records" part="empty" />
      ) : (
        <ul part="list" className="list">
          {shown.map((a) => {
            const name = fullName(a);
            // Two addresses may share a name: the buttons' names add the first line.
            const which = `${name}, ${a.address}`;
            const place = [a.area, a.city, a.province, a.postalCode].filter(Boolean).join(', ');
            return (
              <li key={a.id} part="card" className={a.isDefault ? 'card default' : 'card'} data-id={a.id}>
                <p className="name">
                  <strong>{name}</strong>
                  {a.isDefault && (
                    <span part="badge" className="badge">
                      {t('addressBook.default')}
                    </span>
                  )}
                </p>
                <p className="lines">
                  {a.address}
                  {a.apartment && (
                    <>
                      <br />
                      {a.apartment}
                    </>
                  )}
                  {place && (
                    <>
                      <br />
                      {place}
                    </>
                  )}
                  <br />
                  <span className="country" suppressHydrationWarning>
                    {regionName(a.country)}
                  </span>
                </p>
                <p className="phone">
                  <span className="visually-hidden">{`${t('addressBook.phone')}: `}</span>
                  <bdi>{`${a.countryCode} ${a.phone}`}</bdi>
                </p>
                <div part="actions" className="actions">
                  <button type="button" part="edit" className="action" aria-label={t('addressBook.editLabel', which)} onClick={() => setModal({ address: a })}>
                    {t('addressBook.edit')}
                  </button>
                  {!a.isDefault && (
                    <button type="button" part="make-default" className="action" aria-label={t('addressBook.makeDefaultLabel', which)} aria-disabled={defaulting === a.id || undefined} onClick={() => void makeDefault(a)}>
                      {t('addressBook.makeDefault')}
                    </button>
                  )}
                  <button type="button" part="delete" className="action danger" aria-label={t('addressBook.deleteLabel', which)} onClick={() => setConfirm({ address: a, busy: false })}>
                    {t('addressBook.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <shop-address-modal
        open={modal ? true : undefined}
        address={modal?.address ? JSON.stringify(modal.address) : undefined}
        countries={countries ? JSON.stringify(countries) : undefined}
      />
      <ConfirmDialog
        open={Boolean(confirm)}
        title={t('addressBook.deleteTitle')}
        message={confirm ? t('addressBook.deleteMessage', fullName(confirm.address)) : ''}
        confirmLabel={t('addressBook.delete')}
        cancelLabel={t('addressBook.cancel')}
        busyLabel={t('addressBook.deleting')}
        busy={confirm?.busy}
        error={confirm?.error}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(undefined)}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
