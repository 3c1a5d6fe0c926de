import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/** Marks an encrypted value inside event data: `pii:v1:` + base64(iv ‖ tag ‖ ciphertext). */
const prefix = 'pii:v1:';
const ivBytes = 12;
const tagBytes = 16;

export const keyBytes = 32;
export const newDataKey = (): Buffer => randomBytes(keyBytes);

/**
 * A stream's data key as the cipher takes it. Made once per key and reused for every field: the
 * cipher builds a key object from raw bytes each time it is given them, which costs about three
 * times the decryption of a short field itself.
 */
export type DataKey = KeyObject;
export const dataKeyOf = (bytes: Uint8Array): DataKey => createSecretKey(bytes);

export const isEncryptedValue = (value: unknown): value is string => typeof value === 'string' && value.startsWith(prefix);

/** AES-256-GCM under one data subject's key; the stream id is bound in as associated data. */
export function encryptValue(key: DataKey, associatedData: string, plaintext: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptValue(key: DataKey, associatedData: string, value: string): string {
  const packed = Buffer.from(value.slice(prefix.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(packed.subarray(ivBytes, ivBytes + tagBytes));
  return decipher.update(packed.subarray(ivBytes + tagBytes), undefined, 'utf8') + decipher.final('utf8');
}
