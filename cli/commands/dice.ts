import { randomBytes } from 'node:crypto';
import { fail, type Result } from 'hexcharge/errors';
import { checkSecret, commitSecret, diceFromSecrets, verifyReveal } from 'hexcharge/record';
import { noExtraArguments, parseArgs, parseWhole, quote, refuse } from '../args.ts';
import { defineCommand } from '../command.ts';
import { cliRecordWords, fill } from '../i18n.ts';
import type { Io } from '../io.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { DICE, DICE_COMMIT, DICE_REVEAL } from '../specs.ts';
import { langFrom } from './run.ts';

/** hexcharge dice commit: a new secret (or the one given) and its commitment, one a line. */
function commit(io: Io, argv: readonly string[]): number {
  const parsed = parseArgs(argv, knownFlags(DICE_COMMIT));
  const args = parsed.ok ? noExtraArguments(parsed.value, 0, usageOf(DICE_COMMIT)) : parsed;
  if (!args.ok) return refuse(io, args.error, EXIT.refused);
  const secret = checkSecret(args.value.flags.secret ?? randomBytes(16).toString('hex'), 'the secret');
  if (!secret.ok) return refuse(io, secret.error, EXIT.refused);
  io.out(`secret ${secret.value}`);
  io.out(`commitment ${commitSecret(secret.value)}`);
  return EXIT.done;
}

/** A commitment flag read: 64 lowercase hex digits, or absent. */
function commitmentFlag(flag: string, value: string | undefined): Result<string | undefined> {
  if (value === undefined || /^[0-9a-f]{64}$/.test(value)) return { ok: true, value };
  return fail(
    'record/bad-secret',
    `--${flag} must be 64 lowercase hex digits (a SHA-256): got ${quote(value)}`,
  );
}

/** hexcharge dice reveal: both reveals checked against their commitments, then the dice both give. */
function reveal(io: Io, argv: readonly string[]): number {
  const parsed = parseArgs(argv, knownFlags(DICE_REVEAL));
  const args = parsed.ok ? noExtraArguments(parsed.value, 0, usageOf(DICE_REVEAL)) : parsed;
  if (!args.ok) return refuse(io, args.error, EXIT.refused);
  const f = args.value.flags;
  const lang = langFrom(f.lang);
  if (!lang.ok) return refuse(io, lang.error, EXIT.refused);
  const words = cliRecordWords(lang.value);
  const secrets: string[] = [];
  for (const who of ['attacker', 'defender'] as const) {
    const given = f[`${who}-secret`];
    if (given === undefined)
      return refuse(
        io,
        {
          code: 'cli/missing-argument',
          message: `dice reveal needs --${who}-secret; usage: ${usageOf(DICE_REVEAL)}`,
        },
        EXIT.refused,
      );
    const secret = checkSecret(given, `--${who}-secret`);
    if (!secret.ok) return refuse(io, secret.error, EXIT.refused);
    secrets.push(secret.value);
  }
  const commitments: (string | undefined)[] = [];
  for (const who of ['attacker', 'defender'] as const) {
    const c = commitmentFlag(`${who}-commitment`, f[`${who}-commitment`]);
    if (!c.ok) return refuse(io, c.error, EXIT.refused);
    commitments.push(c.value);
  }
  const count = parseWhole('--count', f.count ?? '20', { min: 1, max: 1000 });
  if (!count.ok) return refuse(io, count.error, EXIT.refused);
  let negative = false;
  (['attacker', 'defender'] as const).forEach((who, i) => {
    const c = commitments[i];
    if (c === undefined) return;
    const side = words[who] ?? who;
    if (verifyReveal(c, secrets[i])) io.out(fill(words.matches!, { who: side }));
    else {
      io.err(fill(words.mismatch!, { who: side, commitment: c, hash: commitSecret(secrets[i]!) }));
      negative = true;
    }
  });
  if (negative) return EXIT.negative;
  io.out(fill(words.dice!, { faces: diceFromSecrets(secrets[0]!, secrets[1]!, count.value).join(' ') }));
  return EXIT.done;
}

/** hexcharge dice: commit to a secret, or reveal both and derive the dice (play by email). */
export const command = defineCommand({
  spec: DICE,
  subcommands: [DICE_COMMIT, DICE_REVEAL],
  run(argv, io) {
    if (argv[0] === 'commit') return commit(io, argv.slice(1));
    if (argv[0] === 'reveal') return reveal(io, argv.slice(1));
    return refuse(
      io,
      argv[0] === undefined
        ? {
            code: 'cli/missing-argument',
            message: 'dice needs a subcommand: commit or reveal (hexcharge dice --help)',
          }
        : {
            code: 'cli/unknown-command',
            message: `unknown subcommand dice ${quote(argv[0])}: dice commit or dice reveal (hexcharge dice --help)`,
          },
      EXIT.refused,
    );
  },
});
