/**
 * The address book (docs/api.md, "Addresses and checkout"): list, save (add, edit, make
 * default) and delete. Signed-in shoppers keep a book; a guest's one saved address lives
 * under the visitor id.
 */
import { post, type RequestOptions } from '../http/client';
import type { Address, AddressBody } from './types';

/** The default address comes first. */
export function listAddresses(options: RequestOptions = {}): Promise<Address[]> {
  return post<Address[]>('address/list', {}, options);
}

/** Adds (no id) or changes (with id) an address; `isDefault: true` makes it the default. */
export function saveAddress(body: AddressBody, options: RequestOptions = {}): Promise<Address> {
  return post<Address>('address/save', body, options);
}

/** Needs a signed-in shopper. Refused (code 40, field `id`) for someone else's address. */
export function deleteAddress(id: number, options: RequestOptions = {}): Promise<null> {
  return post<null>('address/delete', { id }, options);
}

/** The address with every field the form sends, for a save that changes only `isDefault`. */
export function addressBody(address: Address, change: Partial<AddressBody> = {}): AddressBody {
  const { id, firstName, lastName, country, province, city, area, postalCode, address: line, apartment, countryCode, phone, isDefault } = address;
  return { id, firstName, lastName, country, province, city, area, postalCode, address: line, apartment, countryCode, phone, isDefault, ...change };
}
