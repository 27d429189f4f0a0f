/**
 * Dice no one can bend (commit-reveal): each player picks a secret and sends its commitment (SHA-256)
 * first; once both commitments are exchanged the secrets are revealed, each checked against its
 * commitment, and the charge's d6 faces are derived from both secrets (an HMAC-SHA-256 stream), so
 * neither side alone can choose them. docs/records.md has a worked two-player example.
 */
import { fail, ok, type Result } from '../errors.ts';
import { hmacSha256 } from './hmac.ts';
import { sha256, toHex, utf8 } from './sha256.ts';

/** What a secret is made of: 16 to 200 letters, digits or `- _ . ~ + / =` (a generated one is 32 hex digits). */
export const SECRET_PATTERN = /^[A-Za-z0-9._~+/=-]{16,200}$/;

/** A commitment: 64 lowercase hex digits (a SHA-256). */
export const COMMITMENT_PATTERN = /^[0-9a-f]{64}$/;

/** Whether a value is a secret as SECRET_PATTERN allows; refuses others with record/bad-secret. */
export function checkSecret(secret: unknown, who = 'a secret'): Result<string> {
  if (typeof secret === 'string' && SECRET_PATTERN.test(secret)) return ok(secret);
  return fail(
    'record/bad-secret',
    `${who} must be 16 to 200 letters, digits or - _ . ~ + / = (e.g. 32 random hex digits)`,
  );
}

/** The commitment to a secret: SHA-256 (hex) of "hexcharge-commit", a line break and the secret. */
export function commitSecret(secret: string): string {
  return toHex(sha256(utf8(`hexcharge-commit\n${String(secret)}`)));
}

/** Whether `secret` is the secret `commitment` was made from. Total: false for anything else. */
export function verifyReveal(commitment: unknown, secret: unknown): boolean {
  return (
    typeof commitment === 'string' &&
    typeof secret === 'string' &&
    COMMITMENT_PATTERN.test(commitment) &&
    commitSecret(secret) === commitment
  );
}

/**
 * The d6 faces two secrets give, in order, without end: HMAC-SHA-256 keyed with the attacker's secret
 * over "hexcharge-dice", the defender's secret and the block number, block after block; each byte
 * below 252 gives the face byte % 6 + 1, bytes 252-255 are skipped (252 = 42 x 6: no face is likelier).
 */
export function* secretFaces(attacker: string, defender: string): Generator<number, never> {
  const key = utf8(String(attacker));
  for (let block = 0; ; block++) {
    const bytes = hmacSha256(key, utf8(`hexcharge-dice\n${String(defender)}\n${block}`));
    for (const b of bytes) if (b < 252) yield (b % 6) + 1;
  }
}

/** The first `count` d6 faces two secrets give (secretFaces): the same on both players' machines. */
export function diceFromSecrets(attacker: string, defender: string, count = 32): readonly number[] {
  const n = Number.isInteger(count) && count > 0 ? Math.min(count, 100_000) : 0;
  const out: number[] = [];
  const faces = secretFaces(attacker, defender);
  while (out.length < n) out.push(faces.next().value);
  return out;
}
