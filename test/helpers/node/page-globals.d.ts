// What end-to-end tests read of the page's global object inside page.evaluate().
interface Window {
  ShopElements?: { version: string };
}
