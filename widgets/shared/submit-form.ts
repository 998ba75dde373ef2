/**
 * Submits `form` as a browser's implicit submission (Enter in a field) does: a click on its
 * default button, its first submit button. Not `form.requestSubmit()`: the form may be in the
 * server's render of an element that is not live yet (its fields live before it, or the checkout
 * live before its address form), where a submit would be the browser's own (the page reloads,
 * nothing typed kept); a click there is held and made once the element is live (the loader's
 * holdPress, runtime/elements.ts). A form with no submit button is submitted as asked.
 */
export function submitForm(form: HTMLFormElement): void {
  const button = [...form.elements].find((el): el is HTMLButtonElement | HTMLInputElement => (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && el.type === 'submit');
  if (button) button.click();
  else form.requestSubmit();
}
