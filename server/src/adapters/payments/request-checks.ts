import { PaymentProviderError } from './payment-provider';

/**
 * Checks both adapters make before anything is sent or stored, so a caller's bug shows up the same
 * way in the sandbox as against YooKassa: a non-retryable `invalid_request`.
 */
export function assertPositiveKopecks(amountKopecks: number, what: string): void {
  if (!Number.isSafeInteger(amountKopecks) || amountKopecks <= 0) {
    throw invalidRequest(`${what} must be a positive whole number of kopecks, got ${amountKopecks}`);
  }
}

export function assertIdempotenceKey(key: string): void {
  if (key.trim() === '') throw invalidRequest('An idempotence key is required');
}

const invalidRequest = (message: string) => new PaymentProviderError(message, { retryable: false, code: 'invalid_request' });
