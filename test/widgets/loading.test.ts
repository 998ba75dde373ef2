import { expect } from 'chai';
import sinon from 'sinon';
import '../../widgets/loading/define';
import { setLocale } from '../../runtime/i18n';
import { cleanup, collectErrors, expectAccessible, mount, shadowPart, waitFor } from '../helpers/browser/dom';
import { waitForTimer } from '../helpers/browser/clock';

describe('<shop-loading>', () => {
  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  it('is a status region announcing "Loading…", with the label hidden visually', async () => {
    const el = mount('<shop-loading></shop-loading>').firstElementChild!;
    const status = await shadowPart(el, '[role="status"]');
    await shadowPart(el, '[part="spinner"]');
    const label = status.querySelector('[part="label"]')!;
    expect(label.textContent).to.equal('Loading…');
    expect(label.classList.contains('visually-hidden')).to.equal(true);
  });

  it('shows a custom label, visibly with show-label', async () => {
    const el = mount('<shop-loading label="Loading reviews" show-label></shop-loading>').firstElementChild!;
    const label = await shadowPart(el, '[part="label"]');
    expect(label.textContent).to.equal('Loading reviews');
    expect(label.classList.contains('visually-hidden')).to.equal(false);
  });

  it('translates its label', async () => {
    const el = mount('<shop-loading></shop-loading>').firstElementChild!;
    await shadowPart(el, '[part="label"]');
    await setLocale('zh-HK');
    await waitFor(() => el.shadowRoot!.querySelector('[part="label"]')!.textContent === '載入中…');
  });

  it('waits `delay` ms before showing the spinner, keeping the status region in place', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const el = mount('<shop-loading delay="150"></shop-loading>').firstElementChild!;
      const status = await shadowPart(el, '[role="status"]');
      await waitForTimer(clock, 'the delay started', 150);
      clock.tick(149);
      // A change asked for now is drawn together with anything the clock set off before it: a
      // spinner due by now would come with the new size.
      el.setAttribute('size', 'large');
      await waitFor(() => status.classList.contains('large'), { message: 'the new size drawn' });
      // A boolean: a failing assertion that prints an element hangs the runner's report.
      expect(status.querySelector('[part="spinner"]') === null, 'no spinner before 150 ms').to.equal(true);
      clock.tick(1);
      await shadowPart(el, '[part="spinner"]');
    } finally {
      clock.restore();
    }
  });

  it('sizes the spinner and rejects an unknown size', async () => {
    const errors = collectErrors();
    try {
      const root = mount('<shop-loading size="large"></shop-loading><shop-loading size="huge"></shop-loading>');
      const [large, bad] = root.querySelectorAll('shop-loading');
      const small = (await shadowPart(large!, '[part="spinner"]')).getBoundingClientRect().width;
      expect(small).to.be.greaterThan(30);
      await shadowPart(bad!, '[part="error"]');
      await waitFor(() => errors.events.some((e) => e.detail.message.includes('"size" must be one of "small", "medium", "large", not "huge"')));
    } finally {
      errors.stop();
    }
  });

  it('is accessible', async () => {
    const root = mount('<shop-loading show-label></shop-loading>');
    await shadowPart(root.firstElementChild!, '[part="spinner"]');
    await expectAccessible(root);
  });
});
