// The detail screens' live record (widgets/shared/use-live-record.ts) against the orders in which
// an action's answer and the socket's echo of it can arrive. The reads and the action are
// promises the test settles itself, so each order is exact, not a matter of timing.
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { useLiveRecord, type LiveRecord } from '../../../widgets/shared/use-live-record';
import { waitFor } from '../../helpers/browser/dom';

interface Rec {
  status: string;
}

/** A promise and the functions that settle it. */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

let reads: ReturnType<typeof deferred<Rec>>[] = [];
let notify: (number: string) => void = () => undefined;
let record: LiveRecord<Rec> | undefined;

function Probe() {
  record = useLiveRecord<Rec>({
    number: 'N1',
    read: () => {
      const next = deferred<Rec>();
      reads.push(next);
      return next.promise;
    },
    watch: (onChange) => {
      notify = onChange;
      return () => undefined;
    },
    updated: (value) => `updated: ${value.status}`,
    key: (value) => value.status,
    changed: () => undefined,
  });
  return <p ref={record.statusLine} tabIndex={-1} />;
}

describe('useLiveRecord', () => {
  let root: Root;
  let container: HTMLElement;

  beforeEach(async () => {
    reads = [];
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<Probe />);
    await waitFor(() => reads.length === 1);
    reads[0]!.resolve({ status: 'open' });
    await waitFor(() => record?.load.state === 'ready');
  });

  afterEach(() => {
    root.unmount();
    container.remove();
  });

  /** Starts an action whose answer the test gives; returns that answer's resolve. */
  function act(outcome: Rec, message: string): () => void {
    const answer = deferred<void>();
    void record!.run(async () => {
      await answer.promise;
      record!.settle(outcome, message, 'cancel');
    });
    return () => answer.resolve();
  }

  it('an echo read back right after the answer, before React has drawn it, is not news', async () => {
    const answer = act({ status: 'cancelled' }, 'Order cancelled.');
    notify('N1'); // the echo, heard while the action runs
    expect(reads).to.have.length(2);
    answer();
    // The re-read lands in the same turn as the answer: no render has happened in between.
    await Promise.resolve();
    reads[1]!.resolve({ status: 'cancelled' });
    await waitFor(() => record!.load.state === 'ready' && record!.load.value.status === 'cancelled' && !record!.busy && record!.notice);
    expect(record!.notice).to.equal('Order cancelled.');
  });

  it('an echo read back before the answer is not news either', async () => {
    const answer = act({ status: 'cancelled' }, 'Order cancelled.');
    notify('N1');
    reads[1]!.resolve({ status: 'cancelled' });
    await Promise.resolve();
    answer();
    await waitFor(() => record!.notice === 'Order cancelled.' && !record!.busy, { message: 'the own outcome' });
  });

  it('a change made elsewhere, with no action of its own under way, is news', async () => {
    notify('N1');
    reads[1]!.resolve({ status: 'completed' });
    await waitFor(() => record!.notice === 'updated: completed');
  });

  it('an action refused after a change was heard shows the record as it is now', async () => {
    const refused = deferred<void>();
    void record!.run(() => refused.promise);
    notify('N1');
    reads[1]!.resolve({ status: 'completed' });
    await Promise.resolve();
    refused.reject(new Error('refused'));
    await waitFor(() => reads.length === 3, { message: 'a read after the refusal' });
    reads[2]!.resolve({ status: 'completed' });
    await waitFor(() => record!.load.state === 'ready' && record!.load.value.status === 'completed');
    expect(record!.refusal).to.not.equal('');
  });
});
