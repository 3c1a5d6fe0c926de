/**
 * A pause that can be cut short. A wake that arrives while nobody is pausing is remembered, so
 * a poller that has just read "nothing new" and is about to pause does not miss an append made
 * in between and sleep a whole interval with work waiting.
 */
export type Waker = {
  wake(): void;
  pause(ms: number): Promise<void>;
};

export function createWaker(): Waker {
  let pending = false;
  let release: (() => void) | undefined;
  return {
    wake() {
      if (release) release();
      else pending = true;
    },
    pause(ms) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          release = undefined;
          resolve();
        };
        const timer = setTimeout(done, ms);
        release = done;
      });
    },
  };
}
