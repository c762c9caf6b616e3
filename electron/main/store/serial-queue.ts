/** Runs async jobs one at a time in call order, so concurrent writes never interleave. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job, job);
    // The queue continues after a failed job; the caller still sees the failure.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
