import { expect, nextFrames } from '../../test/helpers.ts';
import { CLOSING_BUDGET_MS, whenFrameAllows } from './budget.ts';

/** Busy-waits `ms`: a task that costs that much script time. */
function spend(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning on purpose
  }
}

describe('whenFrameAllows', () => {
  /** Queues `tasks` tasks of `ms` each; resolves with the frame number each one ran in. */
  async function framesOf(tasks: number, ms: number): Promise<number[]> {
    const ran: { task: number; frame: number }[] = [];
    let frame = 0;
    let counting = true;
    const count = () => {
      frame++;
      if (counting) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    for (let task = 0; task < tasks; task++) {
      whenFrameAllows(() => {
        ran.push({ task, frame });
        spend(ms);
      });
    }
    await nextFrames(tasks + 3);
    counting = false;
    expect(ran.map((r) => r.task)).to.deep.equal([...Array(tasks).keys()]);
    return ran.map((r) => r.frame);
  }

  it('runs a task that uses up the budget alone in its frame', async () => {
    const frames = await framesOf(5, CLOSING_BUDGET_MS);
    expect(new Set(frames).size).to.equal(5);
  });

  it('does not start a task that, costing what the last one did, would overrun the frame', async () => {
    // Two tasks of 60% of the budget each: together they would overrun it.
    const frames = await framesOf(4, CLOSING_BUDGET_MS * 0.6);
    expect(new Set(frames).size).to.equal(4);
  });

  it('runs cheap tasks together in one frame', async () => {
    const frames = await framesOf(20, 0);
    expect(new Set(frames).size).to.equal(1);
  });

  it('withdraws a task that has not run, and leaves no frame callback behind', async () => {
    let ran = false;
    const withdraw = whenFrameAllows(() => {
      ran = true;
    });
    withdraw();
    await nextFrames(3);
    expect(ran).to.equal(false);
    const twice: number[] = [];
    const task = () => twice.push(twice.length);
    whenFrameAllows(task);
    whenFrameAllows(task);
    await nextFrames(2);
    expect(twice).to.deep.equal([0, 1]);
  });
});
