import { expect } from 'chai';
import sinon from 'sinon';
import { createComponent } from '../../runtime/create-component';
import { registerElements } from '../../runtime/elements';
import { widgets } from '../../widgets/registry';
import { collectErrors, mount } from '../helpers/browser/dom';

describe('createComponent()', () => {
  // What the loader does with the build's table; from source, the registry.
  before(() => registerElements(widgets));
  afterEach(() => sinon.restore());

  it('fills the target with the named element after 2000 ms, props as attributes', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const target = mount('<div id="slot">placeholder</div>').firstElementChild!;
    const created = createComponent('ProductPrice', target, { price: 12, linePrice: 20, noDiscount: true });
    clock.tick(1999);
    expect(target.textContent).to.equal('placeholder');
    clock.tick(1);
    const el = await created;
    expect(target.firstElementChild).to.equal(el);
    expect(el.localName).to.equal('shop-product-price');
    expect([el.getAttribute('price'), el.getAttribute('line-price'), el.getAttribute('no-discount')]).to.deep.equal(['12', '20', '']);
  });

  it('accepts a selector and every spelling of a name', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mount('<div id="by-selector"></div>');
    const created = createComponent('shop-empty', '#by-selector');
    clock.tick(2000);
    expect((await created).localName).to.equal('shop-empty');
  });

  it('rejects an unknown name or a missing target, and reports it', async () => {
    const errors = collectErrors();
    try {
      const unknown = await createComponent('no-such-thing', document.body).catch((e: Error) => e.message);
      const missing = await createComponent('empty', '#nowhere').catch((e: Error) => e.message);
      expect(unknown).to.equal('createComponent: "no-such-thing" names no known element.');
      expect(missing).to.equal('createComponent: no element matches #nowhere.');
      expect(errors.events).to.have.length(2);
    } finally {
      errors.stop();
    }
  });
});
