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

/**
 * AES-256-GCM of bytes under one data subject's key, `associatedData` bound in: iv ‖ tag ‖
 * ciphertext. A field's value and a stored file (`workspace/workspace-files.ts`) are both this.
 */
export function encryptBytes(key: DataKey, associatedData: string, plaintext: Uint8Array): Buffer {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The bytes `encryptBytes` sealed; throws when the key, the associated data or the bytes are not theirs. */
export function decryptBytes(key: DataKey, associatedData: string, packed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, packed.subarray(0, ivBytes));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(packed.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(packed.subarray(ivBytes + tagBytes)), decipher.final()]);
}

/** AES-256-GCM under one data subject's key; the stream id is bound in as associated data. */
export function encryptValue(key: DataKey, associatedData: string, plaintext: string): string {
  return prefix + encryptBytes(key, associatedData, Buffer.from(plaintext, 'utf8')).toString('base64');
}

export function decryptValue(key: DataKey, associatedData: string, value: string): string {
  return decryptBytes(key, associatedData, Buffer.from(value.slice(prefix.length), 'base64')).toString('utf8');
}
