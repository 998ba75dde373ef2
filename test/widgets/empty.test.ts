import { expect } from 'chai';
import '../../widgets/empty/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';

describe('<shop-empty>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('says "No data" by default and "No records" for kind="records"', async () => {
    const root = mount('<shop-empty></shop-empty><shop-empty kind="records"></shop-empty>');
    const [data, records] = root.querySelectorAll('shop-empty');
    expect((await shadowPart(data!, '[part="message"]')).textContent).to.equal('No data');
    expect((await shadowPart(records!, '[part="message"]')).textContent).to.equal('No records');
  });

  it('shows the shop\'s own message instead', async () => {
    const el = mount('<shop-empty message="Your wish list is empty"></shop-empty>').firstElementChild!;
    expect((await shadowPart(el, '[part="message"]')).textContent).to.equal('Your wish list is empty');
  });

  it('translates the standard messages', async () => {
    const el = mount('<shop-empty kind="records"></shop-empty>').firstElementChild!;
    await shadowPart(el, '[part="message"]');
    await setLocale('zh');
    await waitFor(() => el.shadowRoot!.querySelector('[part="message"]')!.textContent === '暂无记录');
  });

  it('projects slotted actions under the message', async () => {
    const el = mount('<shop-empty><a href="/">Continue shopping</a></shop-empty>').firstElementChild!;
    const slot = await shadowPart<HTMLSlotElement>(el, 'slot');
    expect(slot.assignedElements().map((a) => a.textContent)).to.deep.equal(['Continue shopping']);
  });

  it('shows its error state for an unknown kind', async () => {
    const errors = collectErrors();
    try {
      const el = mount('<shop-empty kind="nothing"></shop-empty>').firstElementChild!;
      await shadowPart(el, '[part="error"]');
      await waitFor(() => errors.events.some((e) => e.detail.attribute === 'kind'));
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const root = mount('<shop-empty><a href="/">Continue shopping</a></shop-empty>');
    await shadowPart(root.firstElementChild!, '[part="message"]');
    await expectAccessible(root);
  });
});
