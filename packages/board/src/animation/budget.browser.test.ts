import { expect, nextFrames, spend } from '../../test/helpers.ts';
import { CLOSING_BUDGET_MS, chargeFrame, FRAME_BUDGET_MS, whenFrameAllows } from './budget.ts';

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

  /**
   * Stands for the page's animation steps, charging `ms` to every frame. Registered before the
   * queue's callback, it runs first in each frame. `frame` counts the frames; `stop` ends it.
   */
  function stepsTaking(ms: number): { readonly frame: number; stop(): void } {
    let frame = 0;
    let charging = true;
    const steps = (now: number) => {
      frame++;
      chargeFrame(now, ms);
      if (charging) requestAnimationFrame(steps);
    };
    requestAnimationFrame(steps);
    return {
      get frame() {
        return frame;
      },
      stop: () => {
        charging = false;
      },
    };
  }

  it('waits while the animation steps take each frame, but runs one every other frame', async () => {
    const ran: number[] = [];
    const steps = stepsTaking(FRAME_BUDGET_MS);
    for (let task = 0; task < 4; task++) whenFrameAllows(() => ran.push(steps.frame));
    await nextFrames(12);
    steps.stop();
    expect(ran.length).to.equal(4);
    expect(ran.slice(1).map((f, i) => f - ran[i])).to.deep.equal([2, 2, 2]);
  });

  it('leaves a frame the time the steps did not take', async () => {
    const ran: number[] = [];
    const left = CLOSING_BUDGET_MS / 2;
    const steps = stepsTaking(FRAME_BUDGET_MS - left);
    // Tasks of 60% of what is left run one a frame; the closing budget alone would let two share
    // a frame.
    for (let task = 0; task < 3; task++)
      whenFrameAllows(() => {
        ran.push(steps.frame);
        spend(left * 0.6);
      });
    for (let task = 0; task < 3; task++) whenFrameAllows(() => ran.push(steps.frame));
    await nextFrames(10);
    steps.stop();
    expect(ran.length).to.equal(6);
    expect(new Set(ran.slice(0, 3)).size).to.equal(3);
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
