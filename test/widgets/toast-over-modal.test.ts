import { expect } from 'chai';
import { $toasts, toast } from '../../runtime/toast';
import '../../widgets/toast/define';
import { showModal } from '../../runtime/toast';
import { cleanup, mount, shadowPart, waitFor } from '../helpers/browser/dom';

/** The toast stack, once it is in the top layer. */
async function toastStack(): Promise<HTMLElement> {
  const stack = await shadowPart(document.querySelector('shop-toast')!, '[part="base"]');
  await waitFor(() => stack.matches(':popover-open'), { message: 'the toasts in the top layer' });
  return stack;
}

/** Whether the stack is shown again (so above it) while `dialog` is open. */
function watchRaised(stack: HTMLElement, dialog: HTMLDialogElement): () => boolean {
  const shownWhileOpen: boolean[] = [];
  stack.addEventListener('toggle', (event) => (event as ToggleEvent).newState === 'open' && shownWhileOpen.push(dialog.open));
  return () => shownWhileOpen.includes(true);
}

const regions = (dialog: HTMLDialogElement) => dialog.querySelectorAll('[data-shop-toasts]');
const said = (dialog: HTMLDialogElement) => [...regions(dialog)].map((region) => region.textContent).join('|');

describe('showModal()', () => {
  afterEach(() => {
    cleanup();
    $toasts.set([]);
    document.querySelector('shop-toast')?.remove();
  });

  it('puts the toasts above the dialog, says them inside it while open, and stops when it closes', async () => {
    toast('Welcome', { duration: 10_000 });
    const stack = await toastStack();
    const dialog = mount('<dialog><button>OK</button></dialog>').querySelector('dialog')!;
    const raised = watchRaised(stack, dialog);
    showModal(dialog);
    expect(dialog.matches(':modal')).to.equal(true);
    await waitFor(raised, { message: 'the toasts shown again over the open dialog' });
    await waitFor(() => said(dialog).includes('Welcome'), { message: 'the toast on screen said inside the dialog' });
    toast('Could not save', { type: 'error', duration: 10_000 });
    await waitFor(() => dialog.querySelector('[role="alert"]')?.textContent === 'Could not save', { message: 'an error said at once' });
    dialog.close();
    await waitFor(() => regions(dialog).length === 0, { message: 'its regions go when it closes' });
  });

  it('shown again before its close event arrived, it keeps one set of regions while open', async () => {
    toast('Welcome', { duration: 10_000 });
    await toastStack();
    const dialog = mount('<dialog><button>OK</button></dialog>').querySelector('dialog')!;
    showModal(dialog);
    dialog.close(); // its close event comes a task later...
    showModal(dialog); // ...after this
    await new Promise<void>((resolve) => dialog.addEventListener('close', () => resolve(), { once: true }));
    await waitFor(() => said(dialog).includes('Welcome'), { message: 'still said' });
    expect(dialog.open).to.equal(true);
    expect(regions(dialog).length, 'one polite and one urgent region').to.equal(2);
    dialog.close();
    await waitFor(() => regions(dialog).length === 0, { message: 'its regions go when it really closes' });
  });
});
