// Injected at the top of every browser test bundle (web-test-runner.config.mjs): the runtime
// loads each language when a page needs it, and start() awaits the page's own before any
// element draws; tests that do not call start() get English in place the same way, before
// their first test (a root-level mocha hook). The words are whole catalogues here
// (./catalogues.ts): the build's split by element is checked on the built bundle (test/e2e).
import { setLocale, setMessageSource } from '../../../runtime/i18n';
import { wholeCatalogues } from './catalogues';

setMessageSource(wholeCatalogues);
before(() => setLocale('en'));
