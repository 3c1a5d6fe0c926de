import type { Infra } from '../../infra';
import { practiceHandlers } from './handlers';
import { createPractice } from './practice';

/** The practice's details («Практика»), wired: the details themselves (they name the coach and the sender of every mail) and their handlers. */
export function createPracticeModule(infra: Pick<Infra, 'store' | 'now'>) {
  const practice = createPractice(infra);
  return { practice, handlers: practiceHandlers(practice) };
}
