// A page that asks the shop for nothing in the background (issue 23, "quiet when there is nothing
// to talk to"): started with tracking and the socket switched off, the runtime opens no socket and
// makes no request, also when the shopper signs in (the socket would otherwise follow the sign-in).
// start() runs once per page, so this file has the page to itself.
import { expect } from 'chai';
import sinon from 'sinon';
import { start } from '../../runtime/index';
import { stopNavigation } from '../../runtime/navigation/navigator';
import { $token } from '../../runtime/session';
import { stopSocket } from '../../runtime/socket';

describe('start({noTracking: true, noSocket: true})', () => {
  const opened: string[] = [];
  const asked: string[] = [];
  const Real = window.WebSocket;
  before(() => {
    window.WebSocket = class extends Real {
      constructor(url: string | URL) {
        opened.push(String(url));
        super(`ws://${location.host}/__no-socket`);
      }
    } as typeof WebSocket;
    sinon.stub(window, 'fetch').callsFake(async (input) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ code: 0, msg: '', data: null }), { headers: { 'content-type': 'application/json' } });
    });
  });
  after(() => {
    window.WebSocket = Real;
    sinon.restore();
    stopNavigation();
    stopSocket();
  });

  it('opens no socket and sends no tracking, before or after a sign-in', async () => {
    await start({ noTracking: true, noSocket: true });
    // A task later: anything start() set going in the background has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened, 'sockets opened').to.deep.equal([]);
    expect(asked.filter((url) => url.includes('/visitor/track')), 'tracking sent').to.deep.equal([]);
    $token.set('a-token');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened, 'sockets opened after a sign-in').to.deep.equal([]);
  });
});
