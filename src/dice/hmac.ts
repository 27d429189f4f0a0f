/** HMAC-SHA-256, from @noble/hashes (audited, pure JavaScript, runs in the browser). */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';

/** HMAC-SHA-256 (RFC 2104) of `message` under `key` (checked against RFC 4231's vectors, test/record). */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(sha256, key, message);
}
