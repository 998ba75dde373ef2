/**
 * @summary The address form in a modal dialog (WAI-ARIA APG dialog, on the native <dialog>):
 * focus moves into it and is kept there, Escape or the close button closes it, and focus
 * returns to what opened it. It closes itself once the address is saved. Drawn on the server
 * closed (the dialog without `open`, as it is until its code shows it: with `open`, the form
 * inside is drawn too, and the dialog opens once hydrated).
 *
 * @attr {boolean} open - Shows the dialog; removed again when it closes.
 * @attr {Address} address - An address to edit (JSON); without it the dialog adds one.
 * @attr {string[]} countries - The countries the shop ships to (see shop-address-form).
 * @attr {string} country - The country a new address starts with.
 * @attr {boolean} no-default - Hides 'Set as default address'.
 *
 * @csspart dialog - The dialog.
 * @csspart title - The heading.
 * @csspart close - The close button.
 * @csspart form - The shop-address-form inside.
 *
 * @cssproperty --shop-background-color - The dialog's background.
 * @cssproperty --shop-border-radius - The dialog's corners.
 *
 * @event shop:address-save - Saved (from the form inside); `detail` is the Address.
 * @event shop:address-modal-close - The dialog closed, saved or not.
 * @event shop:error - A bad attribute value; the element shows its error state.
 */
import { useEffect, useId, useRef } from 'react';
import type { Address } from '../../runtime/api/types';
import '../address-form/define';
import { DialogHead } from '../shared/dialog-head';
import { emit } from '../shared/emit';
import { useHost } from '../shared/host';
import { boolean, json, string, type PropsOf } from '../shared/props';
import { useModal } from '../shared/use-modal';
import { showModal } from '../../runtime/toast';
import { useT } from '../shared/use-t';
import { addressFormProps } from '../address-form/address-form';

export const addressModalProps = {
  open: boolean(),
  address: addressFormProps.address,
  countries: addressFormProps.countries,
  country: addressFormProps.country,
  noDefault: boolean(),
};

export type AddressModalProps = PropsOf<typeof addressModalProps>;

export function AddressModal({ open, address, countries, country, noDefault }: AddressModalProps) {
  const { t } = useT();
  const host = useHost();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModal(
    dialog,
    open,
    () => showModal(dialog.current!),
    (self) => {
      if (self) host.removeAttribute('open');
      emit(host, 'shop:address-modal-close');
    },
  );

  useEffect(() => {
    const element = dialog.current!;
    const onSaved = () => element.close();
    element.addEventListener('shop:address-save', onSaved);
    return () => element.removeEventListener('shop:address-save', onSaved);
  }, []);

  return (
    <dialog ref={dialog} part="dialog" className="dialog" aria-labelledby={titleId}>
      <DialogHead titleId={titleId} title={address ? t('address.edit') : t('address.add')} onClose={() => dialog.current!.close()} />
      {open && (
        <shop-address-form
          part="form"
          address={address ? JSON.stringify(address satisfies Address) : undefined}
          countries={countries ? JSON.stringify(countries) : undefined}
          country={country}
          no-default={noDefault || undefined}
        />
      )}
    </dialog>
  );
}
