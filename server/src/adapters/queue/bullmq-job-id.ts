/**
 * BullMQ refuses custom job ids that contain ':' (its Redis key separator) or that read as an
 * integer (they would clash with its own counter). Business ids such as `purchase:42` or `42` are
 * therefore encoded: percent-encoding removes the ':', and a leading '#' (which percent-encoding
 * never leaves in place) marks an integer. Both steps are reversible, so two business ids never
 * share a job and the worker hands the original id to the processor.
 */
export function toBullmqJobId(businessId: string): string {
  const encoded = encodeURIComponent(businessId);
  return String(Number.parseInt(encoded, 10)) === encoded ? `#${encoded}` : encoded;
}

export function fromBullmqJobId(bullmqJobId: string): string {
  return decodeURIComponent(bullmqJobId.startsWith('#') ? bullmqJobId.slice(1) : bullmqJobId);
}
