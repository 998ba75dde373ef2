// <shop-empty>: drawn by the server renderer, hydrated in the browser with no mismatch, in each
// of its states.
import { expect } from 'chai';
import '../../../widgets/empty/define';
import { setLocale } from '../../../runtime/i18n';
import { waitFor } from '../../helpers/browser/dom';
import { cleanupPages, expectHydrated, hydratePage, renderThenHydrate, serverExpand } from '../../helpers/browser/server-render';

const message = (el: Element) => el.shadowRoot!.querySelector('[part="message"]')?.textContent;

describe('<shop-empty> server render and hydration', () => {
  afterEach(async () => {
    cleanupPages();
    await setLocale('en');
  });

  it('hydrates "No data", "No records" and the shop\'s own message, keeping the server text', async () => {
    const data = await renderThenHydrate('shop-empty');
    expectHydrated(data);
    expect(data.server).to.contain('No data');
    expect(message(data.el)).to.equal('No data');
    expect(data.el.shadowRoot!.querySelector('[part="icon"]')).to.not.equal(null);
    const records = await renderThenHydrate('shop-empty', { kind: 'records' });
    expectHydrated(records);
    expect(message(records.el)).to.equal('No records');
    const own = await renderThenHydrate('shop-empty', { message: 'Your basket is empty' });
    expectHydrated(own);
    expect(message(own.el)).to.equal('Your basket is empty');
    own.el.setAttribute('kind', 'records');
    own.el.removeAttribute('message');
    await waitFor(() => message(own.el) === 'No records');
  });

  it('hydrates with its slotted action shown under the message', async () => {
    const page = await serverExpand('<shop-empty kind="records"><a href="/">Continue shopping</a></shop-empty>');
    const result = await hydratePage(page, 'shop-empty');
    expectHydrated(result);
    const slot = result.el.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements().map((a) => a.textContent)).to.deep.equal(['Continue shopping']);
    expect(result.el.querySelector('a')!.getBoundingClientRect().height).to.be.greaterThan(0);
  });

  it('hydrates its error state for a bad attribute', async () => {
    const bad = await renderThenHydrate('shop-empty', { kind: 'nothing' });
    expectHydrated(bad);
    expect(bad.el.shadowRoot!.querySelector('[part="error"]')).to.not.equal(null);
    expect(message(bad.el)).to.equal(undefined);
    expect(bad.el.hasAttribute('data-invalid')).to.equal(true);
  });

  it('hydrates in the language it was rendered in', async () => {
    await setLocale('de');
    const de = await renderThenHydrate('shop-empty', { kind: 'records' }, { locale: 'de' });
    expectHydrated(de);
    expect(message(de.el)).to.equal('Keine Einträge');
  });
});
