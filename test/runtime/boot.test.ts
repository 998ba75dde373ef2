// boot(), as the loader calls it: the start options come from the initial data's `start` object
// (the loader starts the runtime itself, so a page cannot call start() first). boot() starts
// once per page, so this file has the page to itself.
import { expect } from 'chai';
import sinon from 'sinon';
import { boot, startOptionsOf } from '../../runtime/index';
import { stopNavigation } from '../../runtime/navigation/navigator';
import { stopSocket } from '../../runtime/socket';
import { stopTracking } from '../../runtime/tracking';
import { requests, resetApi } from '../helpers/browser/api';
import { waitFor } from '../helpers/browser/dom';

const tracks = async () => (await requests()).filter((r) => r.path === '/visitor/track');

describe('boot()', () => {
  let data: HTMLScriptElement;
  before(async () => {
    await resetApi();
    const { url } = (await (await fetch('/__test/ws')).json()) as { url: string }; // the test socket
    data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'shop-initial-data';
    data.textContent = JSON.stringify({ config: {}, start: { noTracking: true, socketUrl: url } });
    document.head.append(data);
  });
  after(() => {
    stopTracking();
    stopNavigation();
    stopSocket();
    data.remove();
  });

  it("starts with the initial data's start options: noTracking sends no track until startTracking()", async () => {
    const shop = boot();
    await shop.start();
    // Something the start does after tracking would have begun: the socket's connection.
    await waitFor(() => shop.stores.$socket.get().isConnected, { message: 'the socket, started after tracking would be' });
    expect(await tracks()).to.have.length(0);
    shop.startTracking();
    await waitFor(async () => (await tracks()).length === 1, { message: 'tracking after consent' });
  });

  it('leaves out unknown options and wrong types, with a warning', () => {
    const warn = sinon.stub(console, 'warn');
    try {
      expect(startOptionsOf({ noTracking: 'yes', locale: 'zh', evil: 1 })).to.deep.equal({ locale: 'zh' });
      expect(startOptionsOf([1])).to.deep.equal({});
      expect(startOptionsOf(undefined)).to.deep.equal({});
      expect(warn.callCount).to.equal(3);
    } finally {
      warn.restore();
    }
  });
});
