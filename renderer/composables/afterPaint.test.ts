import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_LIMIT_MS, afterPaint } from './afterPaint';

describe('afterPaint', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const paint = () => frames.splice(0).forEach((f) => f(0));

  it('runs the task in a task after the next frame, not before it, and once', () => {
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    paint();
    // Still in the frame: the task comes after it.
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_PAINT_LIMIT_MS * 2);
    paint();
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
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
