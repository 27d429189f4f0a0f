/**
 * SHA-256 over bytes, from @noble/hashes (audited, pure JavaScript: no node:crypto, so the core runs in
 * the browser). Used for the commitments of committed dice (secrets.ts); checked against the NIST
 * vectors (test/record).
 */
import { sha256 as nobleSha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** The SHA-256 digest (32 bytes) of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  return nobleSha256(data);
}

/** The bytes of a text in UTF-8. */
export function utf8(text: string): Uint8Array {
  return utf8ToBytes(text);
}

/** Bytes as lowercase hex. */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}
