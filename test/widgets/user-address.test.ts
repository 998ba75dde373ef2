import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../widgets/user-address/define';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import { ok, release, reply, requests } from '../helpers/browser/api';
import { expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';
import { active, all, enterUserArea, leaveUserArea } from '../helpers/browser/user-area';

const home = { id: 1, firstName: 'Mei', lastName: 'Chan', country: 'HK', province: '', city: 'Hong Kong', area: 'Wan Chai', postalCode: '', address: '1 Harbour Road', apartment: 'Flat 12A', countryCode: '+852', phone: '5555 1234', isDefault: true };
const work = { id: 2, firstName: 'Mei', lastName: 'Chan', country: 'CN', province: 'Shanghai', city: 'Shanghai', area: 'Pudong', postalCode: '200120', address: '88 Century Avenue', apartment: '', countryCode: '+86', phone: '13800000000', isDefault: false };
const office = { ...work, id: 3, firstName: 'Li', lastName: 'Wei', address: '9 Nanjing Road' };

type Field = HTMLElement & { value: string };
const one = <E extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<E>(selector)!;
const text = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
const status = (el: Element) => one(el, '.book > [role="status"]').textContent;
const confirmDialog = (el: Element) => one<HTMLDialogElement>(el, 'dialog[role="alertdialog"]');

async function book(addresses = [home, work]) {
  await reply({ path: '/address/list', body: ok(addresses) });
  const el = mount('<shop-user-address></shop-user-address>').firstElementChild as HTMLElement;
  await waitFor(() => all(el, '[part="card"]').length === addresses.length);
  return el;
}

describe('<shop-user-address>', () => {
  beforeEach(enterUserArea);
  afterEach(leaveUserArea);

  it('shows each address as a card: name, lines, country, phone with its code, the default badge', async () => {
    const el = await book();
    const [first, second] = all(el, '[part="card"]');
    expect(text(first!)).to.include('Mei Chan').and.include('Default').and.include('1 Harbour Road').and.include('Flat 12A').and.include('Wan Chai, Hong Kong').and.include(new Intl.DisplayNames(['en'], { type: 'region' }).of('HK')!).and.include('+852 5555 1234');
    expect(text(second!)).to.include('88 Century Avenue').and.include('Pudong, Shanghai, Shanghai, 200120').and.include('China').and.include('+86 13800000000').and.not.include('Default');
    expect(first!.querySelector('[part="make-default"]')).to.equal(null);
    expect(second!.querySelector<HTMLButtonElement>('[part="make-default"]')!.getAttribute('aria-label')).to.equal('Make default: Mei Chan, 88 Century Avenue');
    expect(second!.querySelector('[part="edit"]')!.getAttribute('aria-label')).to.equal('Edit address: Mei Chan, 88 Century Avenue');
    await expectAccessible(el);
  });

  it('adds an address through the address modal and announces it; focus returns to Add', async () => {
    const el = await book([home]);
    await reply({ path: '/address/save', body: ok(work) }, { path: '/address/list', body: ok([home, work]) });
    const add = one<HTMLButtonElement>(el, '[part="add"]');
    add.focus();
    await sendKeys({ press: 'Enter' });
    const modal = one(el, 'shop-address-modal');
    const dialog = await shadowPart<HTMLDialogElement>(modal, 'dialog');
    await waitFor(() => dialog.open);
    expect(one(modal, '[part="title"]').textContent).to.equal('Add address');
    await expectAccessible(el);
    const form = await shadowPart(modal, 'shop-address-form');
    await shadowPart(form, 'form');
    for (const [name, value] of Object.entries({ firstName: 'Mei', lastName: 'Chan', country: 'CN', city: 'Shanghai', address: '88 Century Avenue', countryCode: '+86', phone: '13800000000' })) {
      const field = form.shadowRoot!.querySelector<Field>(`[name="${name}"]`)!;
      await shadowPart(field, 'input, select');
      field.value = value;
    }
    // Each field checks its new value on its next render.
    await waitFor(() => form.shadowRoot!.querySelector('form')!.checkValidity());
    form.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    await waitFor(() => !dialog.open);
    await waitFor(() => all(el, '[part="card"]').length === 2);
    expect(status(el)).to.equal('Address added.');
    expect(active(el)).to.equal(add);
    expect((await requests()).find((r) => r.path === '/address/save')!.body).to.deep.include({ firstName: 'Mei', country: 'CN', address: '88 Century Avenue' });
  });

  it('edits an address in the modal, filled with it', async () => {
    const el = await book();
    const changed = { ...work, address: '99 Century Avenue' };
    await reply({ path: '/address/save', body: ok(changed) }, { path: '/address/list', body: ok([home, changed]) });
    const edit = all<HTMLButtonElement>(el, '[part="edit"]')[1]!;
    edit.click();
    const modal = one(el, 'shop-address-modal');
    const dialog = await shadowPart<HTMLDialogElement>(modal, 'dialog');
    await waitFor(() => dialog.open);
    expect(one(modal, '[part="title"]').textContent).to.equal('Edit address');
    const form = await shadowPart(modal, 'shop-address-form');
    const line = await shadowPart<Field>(form, '[name="address"]');
    await waitFor(() => line.value === '88 Century Avenue');
    line.value = '99 Century Avenue';
    form.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    await waitFor(() => !dialog.open);
    await waitFor(() => text(all(el, '[part="card"]')[1]!).includes('99 Century Avenue'));
    expect(status(el)).to.equal('Address updated.');
    expect((await requests()).find((r) => r.path === '/address/save')!.body).to.deep.include({ id: 2, address: '99 Century Avenue' });
  });

  it('deletes after an alert dialog (Cancel first), announces it and puts focus on the next address', async () => {
    const el = await book([home, work, office]);
    // The delete is held until the busy label has been seen: a fixed delay can pass unseen on a busy machine.
    await reply({ path: '/address/delete', body: ok(null), hold: 'delete' }, { path: '/address/list', body: ok([home, office]) });
    const del = all<HTMLButtonElement>(el, '[part="delete"]')[1]!;
    expect(del.getAttribute('aria-label')).to.equal(`Delete address: Mei Chan, ${work.address}`);
    del.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = confirmDialog(el);
    await waitFor(() => dialog.open);
    expect(dialog.matches(':modal')).to.equal(true);
    // Shown the one way modals are (runtime/toast.ts): the toasts are said inside it.
    expect(dialog.querySelectorAll('[data-shop-toasts]').length).to.equal(2);
    expect(one(el, `#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`).textContent).to.equal('Delete this address?');
    expect(one(el, `#${CSS.escape(dialog.getAttribute('aria-describedby')!)}`).textContent).to.equal('The address of Mei Chan will be removed from your address book. This cannot be undone.');
    expect(active(el)).to.equal(one(el, '[part="confirm-cancel"]'));
    await expectAccessible(el);
    // Escape says no: nothing is sent, focus is back on Delete.
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog.open);
    expect(active(el)).to.equal(del);
    expect((await requests()).filter((r) => r.path === '/address/delete')).to.have.length(0);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => dialog.open);
    await sendKeys({ press: 'Tab' });
    expect(active(el)).to.equal(one(el, '[part="confirm-ok"]'));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => one(el, '[part="confirm-ok"]').textContent === 'Deleting…');
    await release('delete');
    await waitFor(() => !dialog.open);
    await waitFor(() => all(el, '[part="card"]').length === 2);
    await waitFor(() => active(el) === all(el, '[part="edit"]')[1]);
    expect(text(all(el, '[part="card"]')[1]!)).to.include('9 Nanjing Road');
    expect(status(el)).to.equal('Address deleted.');
    expect((await requests()).find((r) => r.path === '/address/delete')!.body).to.deep.equal({ id: 2 });
  });

  it('keeps the dialog open with the refusal when the delete is refused', async () => {
    const el = await book();
    await reply({ path: '/address/delete', body: { code: 40, msg: 'No such address', data: { field: 'id' } } });
    all<HTMLButtonElement>(el, '[part="delete"]')[0]!.click();
    const dialog = confirmDialog(el);
    await waitFor(() => dialog.open);
    one<HTMLButtonElement>(el, '[part="confirm-ok"]').click();
    await waitFor(() => dialog.querySelector('[role="alert"]')?.textContent === 'No such address');
    expect(dialog.open).to.equal(true);
    expect(all(el, '[part="card"]')).to.have.length(2);
    await expectAccessible(el);
  });

  it('makes an address the default (address/save with isDefault), announces it and keeps focus on its card', async () => {
    const el = await book();
    const promoted = { ...work, isDefault: true };
    await reply({ path: '/address/save', body: ok(promoted) }, { path: '/address/list', body: ok([promoted, { ...home, isDefault: false }]) });
    const button = one<HTMLButtonElement>(el, '[part="make-default"]');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => status(el) === 'Mei Chan is now your default address.');
    const [first, second] = all(el, '[part="card"]');
    expect(text(first!)).to.include('88 Century Avenue').and.include('Default');
    expect(text(second!)).to.include('1 Harbour Road').and.not.include('Default');
    await waitFor(() => active(el) === first!.querySelector('[part="edit"]'));
    const sent = (await requests()).find((r) => r.path === '/address/save')!.body;
    expect(sent).to.deep.equal({ id: 2, firstName: 'Mei', lastName: 'Chan', country: 'CN', province: 'Shanghai', city: 'Shanghai', area: 'Pudong', postalCode: '200120', address: '88 Century Avenue', apartment: '', countryCode: '+86', phone: '13800000000', isDefault: true });
  });

  it('shows a refused make-default as an alert', async () => {
    const el = await book();
    await reply({ path: '/address/save', body: { code: 40, msg: 'No such address', data: { field: 'id' } } });
    one<HTMLButtonElement>(el, '[part="make-default"]').click();
    await waitFor(() => one(el, '[part="alert"]')?.textContent === 'No such address');
  });

  it('shows No records for an empty book, a failure with retry, and the sign-in prompt when signed out', async () => {
    await reply({ path: '/address/list', body: { code: 41, msg: 'Database busy', data: null } }, { path: '/address/list', body: ok([]) });
    const el = mount('<shop-user-address></shop-user-address>').firstElementChild as HTMLElement;
    const problem = await shadowPart(el, '[part="error-message"]');
    expect(problem.textContent).to.include('Your addresses could not be loaded: Database busy');
    problem.querySelector('button')!.click();
    await shadowPart(el, 'shop-empty');
    await expectAccessible(el);
    $token.set(undefined);
    const prompt = await shadowPart(el, '[part="signin"]');
    expect(prompt.querySelector('a')!.getAttribute('href')).to.match(/^\/auth\/signin\?redirect=/);
  });

  it('speaks zh, with the dialog open', async () => {
    await setLocale('zh');
    const el = await book();
    expect(text(all(el, '[part="card"]')[0]!)).to.include('默认').and.include(new Intl.DisplayNames(['zh'], { type: 'region' }).of('HK')!);
    all<HTMLButtonElement>(el, '[part="delete"]')[0]!.click();
    const dialog = confirmDialog(el);
    await waitFor(() => dialog.open);
    expect(text(dialog)).to.include('删除这个地址？').and.include('取消');
    await expectAccessible(el);
  });
});
