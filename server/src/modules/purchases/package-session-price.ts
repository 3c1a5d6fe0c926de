/**
 * A package's price per session: the whole price over its sessions, the last session taking the
 * kopecks the division leaves, so the settlements add up to the price exactly.
 */
export function sessionShareKopecks(amountKopecks: number, sessions: number, settledBefore: number): number {
  const share = Math.floor(amountKopecks / sessions);
  return settledBefore === sessions - 1 ? amountKopecks - share * (sessions - 1) : share;
}

/**
 * What a package refund gives back: the price less the used sessions at the package's price per
 * session (the kopecks the division leaves go back with the refund).
 */
export function unusedSessionsRefundKopecks(amountKopecks: number, sessions: number, unusedSessions: number): number {
  const used = Math.max(0, sessions - unusedSessions);
  return amountKopecks - used * Math.floor(amountKopecks / sessions);
}
