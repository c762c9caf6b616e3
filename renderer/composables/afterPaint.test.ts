import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LIMIT_MS, afterPaint } from './afterPaint';

describe('afterPaint', () => {
  let frames: FrameRequestCallback[] = [];
  let idle: IdleRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idle = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const paint = () => frames.splice(0).forEach((f) => f(0));
  const idleNow = () => idle.splice(0).forEach((f) => f({ didTimeout: false, timeRemaining: () => 10 }));

  it('runs the task once the next frame is painted and the page is idle, not before, and once', () => {
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(0);
    idleNow();
    expect(task).not.toHaveBeenCalled();
    paint();
    // The frame is painted; the tasks queued meanwhile go first.
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    idleNow();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS * 2);
    paint();
    idleNow();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks, in a task after the frame', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterPaint(task);
    paint();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('with no frame (a hidden window), runs the task after the limit, once', () => {
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    paint();
    idleNow();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
