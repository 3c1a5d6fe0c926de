/** A standard address: something@something.tld, no spaces (the server uses the same rule). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

export const EMAIL_REQUIRED_TEXT = 'Введите электронную почту';
