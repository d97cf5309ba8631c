/**
 * @jest-environment jest-fixed-jsdom
 */
import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs in a task after the next animation frame, not before', () => {
    const run = jest.fn();
    afterNextPaint(run);
    // A task's worth of time, but no frame yet.
    jest.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    // The frame comes: its callback queues the task, which has not run within the frame.
    jest.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, before the frame or between the frame and the task', () => {
    const beforeFrame = jest.fn();
    afterNextPaint(beforeFrame)();
    const afterFrame = jest.fn();
    const cancel = afterNextPaint(afterFrame);
    jest.advanceTimersToNextFrame();
    cancel();
    jest.advanceTimersByTime(100);
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
