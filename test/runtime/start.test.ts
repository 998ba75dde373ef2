// The runtime's start (runtime/index.ts), on a page whose address carries a language prefix.
// start() runs once per page, so this file has the page to itself.
import { expect } from 'chai';
import { start } from '../../runtime/index';
import { $languagePrefix } from '../../runtime/session';
import { stopSocket } from '../../runtime/socket';
import { stopNavigation } from '../../runtime/navigation/navigator';

describe('start()', () => {
  const startUrl = location.href;
  after(() => {
    stopNavigation();
    stopSocket();
    history.replaceState(null, '', startUrl);
  });

  it("takes the address's language prefix at once, before anything it waits for (elements upgrade meanwhile)", async () => {
    $languagePrefix.set('');
    history.replaceState(null, '', `/zh-HK/auth/signin${location.search}`);
    const { url } = (await (await fetch('/__test/ws')).json()) as { url: string }; // the test socket
    const started = start({ noTracking: true, socketUrl: url });
    expect($languagePrefix.get()).to.equal('/zh-HK');
    await started;
    expect($languagePrefix.get()).to.equal('/zh-HK');
  });
});
