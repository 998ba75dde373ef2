import { expect } from 'chai';
import { setLocale } from '../../runtime/i18n';
import { $token } from '../../runtime/session';
import { $socket, closeSocket, connectSocket } from '../../runtime/socket';
import '../../widgets/user-return/define';
import { ok, reply, requests, resetApi } from '../helpers/browser/api';
import { cleanup, expectAccessible, mount, shadowPart, shadowText, waitFor } from '../helpers/browser/dom';
import { forgetSocket, push, returnOrder, socketServer } from './order-fixtures';

const mountList = () => mount('<shop-user-return></shop-user-return>').querySelector('shop-user-return')!;
const cards = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="return"]')];

describe('<shop-user-return>', () => {
  beforeEach(async () => {
    await resetApi();
    $token.set('tok-returns');
  });
  afterEach(async () => {
    cleanup();
    closeSocket();
    $token.set(undefined);
    await setLocale('en');
  });

  it('asks a signed-out shopper to sign in and loads nothing', async () => {
    $token.set(undefined);
    const el = mountList();
    await shadowPart(el, '[part="signin"] a');
    expect((await requests()).length).to.equal(0);
  });

  it('lists each return with its type, status and audit status in words, order link and refund amount', async () => {
    await reply({
      path: '/return/list',
      body: ok({
        list: [
          returnOrder('RT3', { applyType: 'refund_only', status: 'ended', auditStatus: 'audit_failed' }),
          returnOrder('RT2', { applyType: 'exchange', refundAmount: 0, auditStatus: 'audit_successful' }),
          returnOrder('RT1', { status: 'completed', auditStatus: 'audit_successful' }),
          returnOrder('RT0', { status: 'cancelled' }),
        ],
      }),
    });
    const el = mountList();
    await waitFor(() => cards(el).length === 4);
    const text = cards(el).map((c) => c.textContent!);
    expect(text[0]).to.contain('Return RT3').and.contain('Refund only').and.contain('Ended').and.contain('Audit failed');
    expect(text[1]).to.contain('Exchange goods').and.contain('Pending approval').and.contain('Audit successful').and.contain('$0.00');
    expect(text[2]).to.contain('Return and refund').and.contain('Completed').and.contain('$63.00');
    expect(text[3]).to.contain('Cancelled');
    expect(cards(el)[0]!.querySelector('h3 a')!.getAttribute('href')).to.equal('/user/return/RT3');
    expect([...cards(el)[0]!.querySelectorAll('a')].find((a) => a.textContent === 'SE1001')!.getAttribute('href')).to.equal('/user/order/SE1001');
    await expectAccessible(el);
  });

  it("says 'No records' when there are none, and offers a retry when the list fails", async () => {
    await reply({ path: '/return/list', status: 500, body: { code: 500, msg: 'Server fault', data: null } });
    const el = mountList();
    const problem = await shadowPart(el, '[part="error-message"]');
    await reply({ path: '/return/list', body: ok({ list: [] }) });
    problem.querySelector('button')!.click();
    await waitFor(() => el.shadowRoot!.querySelector('shop-empty[kind="records"]'));
  });

  it('updates a return live when the shop audits it, and announces it', async () => {
    await forgetSocket();
    connectSocket({ url: (await socketServer()).url });
    await waitFor(() => $socket.get().isConnected);
    await reply({ path: '/return/list', body: ok({ list: [returnOrder('RT5')] }) });
    const el = mountList();
    await waitFor(() => cards(el).length === 1);
    await reply({ path: '/return/detail', body: ok(returnOrder('RT5', { auditStatus: 'audit_successful' })) });
    await push({ namespace: 'return', mutation: 'setStatus', action: 'return/status', number: 'RT5' });
    await waitFor(() => el.shadowRoot!.querySelector('[part="audit"]')!.textContent === 'Audit successful');
    expect(el.shadowRoot!.querySelector('[part="live"]')!.textContent).to.equal('Return RT5 is now: Pending approval, Audit successful');
  });

  it('speaks Traditional Chinese', async () => {
    await setLocale('zh-HK');
    await reply({ path: '/return/list', body: ok({ list: [returnOrder('RT9', { applyType: 'exchange' })] }) });
    const el = mountList();
    await waitFor(() => cards(el).length === 1);
    expect(shadowText(el)).to.contain('退貨/退款').and.contain('換貨').and.contain('待審核').and.contain('售後單 RT9');
    await expectAccessible(el);
  });
});
