/**
 * Waiting on sinon's fake clock for the timer the code under test sets. An element sets its
 * timers in effects, a task after it draws, so a test must wait for the timer before it ticks;
 * and "any timer" is not that one: nanostores leaves a 1 s timer whenever a store loses its last
 * listener (a test's cleanup, an effect subscribing again), and ticking past it while the
 * element's own timer is not set yet leaves that timer never due (rehearsal 30).
 */
import type { SinonFakeTimers } from 'sinon';
import { waitFor } from './dom';

/** How long until each of the fake clock's pending timers is due (ms). */
function dueIn(clock: SinonFakeTimers): number[] {
  const timers = (clock as unknown as { timers?: Record<string, { callAt: number }> }).timers ?? {};
  return Object.values(timers).map((timer) => timer.callAt - clock.now);
}

/** Waits until the fake clock holds a timer due in `atLeast` to `atMost` ms from now. */
export async function waitForTimer(clock: SinonFakeTimers, what: string, atLeast: number, atMost = atLeast): Promise<void> {
  await waitFor(() => dueIn(clock).some((ms) => ms >= atLeast && ms <= atMost), { message: () => `${what}: a timer due in ${atLeast === atMost ? atLeast : `${atLeast} to ${atMost}`} ms (due: ${dueIn(clock).join(', ') || 'none'})` });
}
