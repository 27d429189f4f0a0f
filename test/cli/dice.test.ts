// hexcharge dice commit / reveal (issue 25): play by email with dice neither side can choose alone.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commitSecret, diceFromSecrets } from '../../machines/entries/record.ts';
import { cli, REF } from '../support/cli.ts';

const A = '5f0c2a9e8d7b6a5f4e3d2c1b0a998877';
const D = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const dir = mkdtempSync(join(tmpdir(), 'hexcharge-dice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The argv of `hexcharge dice reveal` with both secrets (A, D), each commitment given and any further flags. */
function reveal(commitments: { attacker?: string; defender?: string }, ...more: string[]): string[] {
  const argv = ['dice', 'reveal', '--attacker-secret', A, '--defender-secret', D];
  if (commitments.attacker !== undefined) argv.push('--attacker-commitment', commitments.attacker);
  if (commitments.defender !== undefined) argv.push('--defender-commitment', commitments.defender);
  return [...argv, ...more];
}

describe('hexcharge dice commit', () => {
  it('prints a new secret and its commitment, one a line', async () => {
    const r = await cli(['dice', 'commit']);
    expect(r.code).toBe(0);
    const [s, c] = r.out.split('\n');
    const secret = /^secret ([0-9a-f]{32})$/.exec(s!)![1]!;
    expect(c).toBe(`commitment ${commitSecret(secret)}`);
  });
  it('commits to the secret given; refuses a secret that is not one (exit 2, record/bad-secret)', async () => {
    expect(await cli(['dice', 'commit', '--secret', A])).toEqual({
      code: 0,
      out: `secret ${A}\ncommitment ${commitSecret(A)}`,
      err: [],
    });
    const r = await cli(['dice', 'commit', '--secret', 'short']);
    expect(r.code).toBe(2);
    expect(r.err).toEqual([
      'error record/bad-secret: the secret must be 16 to 200 letters, digits or - _ . ~ + / = (e.g. 32 random hex digits)',
    ]);
  });
});

describe('hexcharge dice reveal', () => {
  it('both reveals match: the same dice as the library gives (exit 0)', async () => {
    const r = await cli(reveal({ attacker: commitSecret(A), defender: commitSecret(D) }, '--count', '10'));
    expect(r).toEqual({
      code: 0,
      out: [
        'attacker: the secret matches its commitment',
        'defender: the secret matches its commitment',
        `dice ${diceFromSecrets(A, D, 10).join(' ')}`,
      ].join('\n'),
      err: [],
    });
    expect(diceFromSecrets(A, D, 10)).toEqual([6, 6, 6, 5, 2, 2, 1, 5, 6, 6]);
  });
  it('a wrong reveal: exit 1, one line saying whose', async () => {
    const r = await cli(reveal({ defender: commitSecret(A) }));
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      `defender: the secret does not match its commitment ${commitSecret(A)} (it hashes to ${commitSecret(D)})`,
    ]);
  });
  it('usage: no subcommand, an unknown one, a missing secret, a bad commitment: exit 2, one line', async () => {
    expect(await cli(['dice'])).toEqual({
      code: 2,
      out: '',
      err: ['error cli/missing-argument: dice needs a subcommand: commit or reveal (hexcharge dice --help)'],
    });
    expect((await cli(['dice', 'roll'])).err).toEqual([
      'error cli/unknown-command: unknown subcommand dice "roll": dice commit or dice reveal (hexcharge dice --help)',
    ]);
    const missing = await cli(['dice', 'reveal', '--attacker-secret', A]);
    expect(missing.code).toBe(2);
    expect(missing.err[0]).toMatch(/^error cli\/missing-argument: dice reveal needs --defender-secret/);
    const bad = await cli(reveal({ attacker: 'abc' }));
    expect(bad.err).toEqual([
      'error record/bad-secret: --attacker-commitment must be 64 lowercase hex digits (a SHA-256): got "abc"',
    ]);
  });
});

describe('hexcharge run with both secrets, then verify', () => {
  it('the record carries the commitments; it verifies; dice that do not follow the secrets are refused', async () => {
    const file = join(dir, 'secrets.txt');
    const run = await cli(['run', REF, '--attacker-secret', A, '--defender-secret', D, '--record', file]);
    expect(run.code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`[AttackerCommitment "${commitSecret(A)}"]`);
    expect(text).toContain('1. standCheck british d66 66 ');
    expect((await cli(['verify', file])).code).toBe(0);
    writeFileSync(file, text.replace('1. standCheck british d66 66 ', '1. standCheck british d66 61 '));
    expect(await cli(['verify', file])).toEqual({
      code: 1,
      out: `${file}: does not hold: event 1, Step 2: stand check (19.6): the record says 61, the dice give 66`,
      err: [],
    });
  });
  it('one secret alone, or secrets with --seed: refused in one line', async () => {
    expect((await cli(['run', REF, '--attacker-secret', A])).err).toEqual([
      'error cli/missing-argument: dice from secrets need both --attacker-secret and --defender-secret',
    ]);
    expect(
      (await cli(['run', REF, '--attacker-secret', A, '--defender-secret', D, '--seed', '3'])).err,
    ).toEqual([
      'error cli/conflicting-flags: the secrets give the dice: no --seed, --dice or --interactive with them',
    ]);
  });
});

describe('the words of verify and dice reveal come from the catalogues (--lang)', () => {
  it('dice reveal --lang es, verify --lang ru', async () => {
    const r = await cli(reveal({ attacker: commitSecret(A) }, '--count', '3', '--lang', 'es'));
    expect(r.out).toBe('atacante: el secreto coincide con su compromiso\ndados 6 6 6');
    const file = join(dir, 'ru.txt');
    expect((await cli(['run', REF, '--seed', '7', '--record', file])).code).toBe(0);
    expect((await cli(['verify', file, '--lang', 'ru'])).out).toBe(
      `${file}: запись верна: повторено событий: 6, атака кончается как записано`,
    );
    expect((await cli(['verify', file, '--lang', 'xx'])).err[0]).toMatch(/^error cli\/bad-lang: /);
  });
});
