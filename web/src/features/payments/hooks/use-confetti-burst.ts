import { useEffect } from 'react';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * One burst of confetti `delayMs` after `when` turns true (spec 9: 100 particles, spread 70,
 * origin y 0.6, 100 ms). Skipped for people who asked for reduced motion; the library is fetched
 * only when a burst actually plays.
 */
export function useConfettiBurst(when: boolean, delayMs = 100): void {
  useEffect(() => {
    if (!when || reducedMotion()) return;
    let active = true;
    let played: { reset: () => void } | undefined;
    const timer = setTimeout(() => {
      void import('canvas-confetti').then(({ default: confetti }) => {
        if (!active) return;
        played = confetti;
        void confetti({ particleCount: 100, spread: 70, origin: { y: 0.6 }, disableForReducedMotion: true });
      });
    }, delayMs);
    return () => {
      active = false;
      clearTimeout(timer);
      // The library draws on a page-wide canvas: leaving the page should not carry the burst along.
      played?.reset();
    };
  }, [when, delayMs]);
}
