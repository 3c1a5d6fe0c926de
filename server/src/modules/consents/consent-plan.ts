import type { ConsentPurpose } from './purposes';

/** Where a consent stands now: given by the ledger's last word, and whether her chat of that messenger is linked. */
export type ConsentStanding = { given: boolean; chatLinked: boolean };

/**
 * What a switch in «Настройки» does: `refuse-withdrawal` (the consent to processing ends only with
 * the account), `advertising` (the users module's own consent), `give` / `withdraw` (a processor
 * consent event), `unlink` (a messenger's chat is unlinked, which withdraws its consent), or
 * `nothing` (it already stands so).
 */
export type ConsentPlan = 'refuse-withdrawal' | 'advertising' | 'give' | 'withdraw' | 'unlink' | 'nothing';

export function planConsentChange(purpose: ConsentPurpose, given: boolean, standing: ConsentStanding): ConsentPlan {
  if (purpose === 'personal_data') return given ? 'nothing' : 'refuse-withdrawal';
  if (purpose === 'advertising') return 'advertising';
  if (given) return standing.given ? 'nothing' : 'give';
  if (standing.chatLinked) return 'unlink';
  return standing.given ? 'withdraw' : 'nothing';
}
