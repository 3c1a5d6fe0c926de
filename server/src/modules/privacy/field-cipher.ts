import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Marks an encrypted value inside event data: `pii:v1:` + base64(iv ‖ tag ‖ ciphertext). */
const prefix = 'pii:v1:';
const ivBytes = 12;
const tagBytes = 16;

export const keyBytes = 32;
export const newDataKey = (): Buffer => randomBytes(keyBytes);

export const isEncryptedValue = (value: unknown): value is string => typeof value === 'string' && value.startsWith(prefix);

/** AES-256-GCM under one data subject's key; the stream id is bound in as associated data. */
export function encryptValue(key: Buffer, associatedData: string, plaintext: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptValue(key: Buffer, associatedData: string, value: string): string {
  const packed = Buffer.from(value.slice(prefix.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(packed.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(packed.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
}
