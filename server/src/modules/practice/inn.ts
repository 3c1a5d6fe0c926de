const weights10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const weights12First = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const weights12Second = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: readonly number[], weights: readonly number[]) =>
  (weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11) % 10;

/**
 * A Russian ИНН: 10 digits (an organisation) or 12 (a person, the self-employed, an ИП), with the
 * Federal Tax Service's check digits.
 */
export function isValidInn(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  const digits = [...inn].map(Number);
  if (digits.length === 10) return checkDigit(digits, weights10) === digits[9];
  return checkDigit(digits, weights12First) === digits[10] && checkDigit(digits, weights12Second) === digits[11];
}

/** An ОГРНИП: 15 digits, the last being the first 14 modulo 13, modulo 10. */
export function isValidOgrnip(ogrnip: string): boolean {
  if (!/^\d{15}$/.test(ogrnip)) return false;
  return Number(BigInt(ogrnip.slice(0, 14)) % 13n) % 10 === Number(ogrnip[14]);
}
