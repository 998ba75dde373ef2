// Injected at the top of every browser test bundle (web-test-runner.config.mjs): the runtime
// loads each language when a page needs it, and start() awaits the page's own before any
// element draws; tests that do not call start() get English in place the same way, before
// their first test (a root-level mocha hook).
import { setLocale } from '../../../runtime/i18n';

before(() => setLocale('en'));
