type Waiter = { position: bigint; resolve(): void; reject(error: Error): void };

/** Promises that settle once the read models reach a position, or fail after a timeout. */
export function createPositionWaiters() {
  let waiters: Waiter[] = [];
  const remove = (waiter: Waiter) => {
    waiters = waiters.filter((other) => other !== waiter);
  };
  return {
    add(position: bigint, timeoutMs: number, timeoutError: () => Error): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          remove(waiter);
          reject(timeoutError());
        }, timeoutMs);
        const waiter: Waiter = {
          position,
          resolve() {
            clearTimeout(timer);
            resolve();
          },
          reject(error) {
            clearTimeout(timer);
            reject(error);
          },
        };
        waiters.push(waiter);
      });
    },
    /** Settles every waiter at or below `reached`; undefined means no projection, nothing to wait for. */
    release(reached: bigint | undefined): void {
      const done = waiters.filter((waiter) => reached === undefined || waiter.position <= reached);
      for (const waiter of done) {
        remove(waiter);
        waiter.resolve();
      }
    },
    /** Rejects the waiters at or after `position`: what they wait for cannot be reached now. */
    rejectFrom(position: bigint, error: Error): void {
      const unreachable = waiters.filter((waiter) => waiter.position >= position);
      for (const waiter of unreachable) {
        remove(waiter);
        waiter.reject(error);
      }
    },
    /** How many are waiting. */
    count(): number {
      return waiters.length;
    },
    rejectAll(error: Error): void {
      const all = waiters;
      waiters = [];
      for (const waiter of all) waiter.reject(error);
    },
  };
}
