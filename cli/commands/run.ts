import { writeFileSync } from 'node:fs';
import type { DiceSource, LogEntry } from 'hexcharge';
import { fail, ok, type Result } from 'hexcharge/errors';
import { ChargeSession, rememberOrigin, scriptSource, seededSource } from 'hexcharge/machine';
import { describePending, LANGS, type Lang } from 'hexcharge/narration';
import { checkSecret, playWithSecrets, type RevealedSecrets, recordCharge } from 'hexcharge/record';
import {
  noExtraArguments,
  parseArgs,
  parseDiceList,
  parseWhole,
  quote,
  refusalLine,
  refuse,
  SEED_RANGE,
} from '../args.ts';
import { defineCommand } from '../command.ts';
import { writeText } from '../escape.ts';
import { formatEnding, formatEntry, formatFinal, formatPending, stepTitle } from '../format.ts';
import { cliStrings, fill } from '../i18n.ts';
import { loadScenario } from '../load.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { RUN } from '../specs.ts';

/** Reads --seed or --dice (or the scenario's own dice, or seed 1) into a dice source; refuses bad ones with cli/bad-dice. */
export function diceFrom(
  flags: Readonly<Record<string, string>>,
  scenarioDice?: { seed?: number; script?: readonly number[] },
): Result<DiceSource> {
  if (flags.seed !== undefined && flags.dice !== undefined)
    return fail('cli/bad-dice', 'give --seed or --dice, not both');
  if (flags.dice !== undefined) {
    const values = parseDiceList(flags.dice);
    return values.ok ? ok(scriptSource(values.value)) : values;
  }
  if (flags.seed !== undefined) {
    const seed = parseWhole('--seed', flags.seed, SEED_RANGE, 'cli/bad-dice');
    return seed.ok ? seededSource(seed.value) : seed;
  }
  if (scenarioDice?.script) return ok(scriptSource(scenarioDice.script));
  return seededSource(scenarioDice?.seed ?? 1);
}

/** Reads --lang: one of the narration languages (src/narration), refusing others with cli/bad-lang. */
export function langFrom(value: string | undefined): Result<Lang> {
  if (value === undefined) return ok('en');
  return (LANGS as readonly string[]).includes(value)
    ? ok(value as Lang)
    : fail('cli/bad-lang', `--lang must be one of ${LANGS.join(', ')}: got ${quote(value)}`);
}

/** Reads --attacker-secret and --defender-secret (both or neither; not with other dice); record/bad-secret for a bad one. */
export function secretsFrom(
  flags: Readonly<Record<string, string>>,
  interactive: boolean,
): Result<RevealedSecrets | undefined> {
  const a = flags['attacker-secret'];
  const d = flags['defender-secret'];
  if (a === undefined && d === undefined) return ok(undefined);
  if (a === undefined || d === undefined)
    return fail(
      'cli/missing-argument',
      'dice from secrets need both --attacker-secret and --defender-secret',
    );
  if (interactive || flags.seed !== undefined || flags.dice !== undefined)
    return fail(
      'cli/conflicting-flags',
      'the secrets give the dice: no --seed, --dice or --interactive with them',
    );
  const attacker = checkSecret(a, '--attacker-secret');
  if (!attacker.ok) return attacker;
  const defender = checkSecret(d, '--defender-secret');
  if (!defender.ok) return defender;
  return ok({ attacker: attacker.value, defender: defender.value });
}

/** hexcharge run: plays a scenario's charge and narrates it. */
export const command = defineCommand({
  spec: RUN,
  async run(argv, io) {
    const parsed = parseArgs(argv, knownFlags(RUN));
    const args = parsed.ok ? noExtraArguments(parsed.value, 1, usageOf(RUN)) : parsed;
    if (!args.ok) return refuse(io, args.error, EXIT.refused);
    const file = args.value.positional[0];
    if (!file)
      return refuse(
        io,
        { code: 'cli/missing-argument', message: `run needs a scenario file; usage: ${usageOf(RUN)}` },
        EXIT.refused,
      );
    const flags = args.value.flags;
    const lang = langFrom(flags.lang);
    if (!lang.ok) return refuse(io, lang.error, EXIT.refused);
    const interactive = flags.interactive === 'true';
    if (interactive && (flags.seed !== undefined || flags.dice !== undefined || flags.json !== undefined))
      return refuse(
        io,
        {
          code: 'cli/conflicting-flags',
          message: '--interactive asks for every roll: it takes no --seed, --dice or --json',
        },
        EXIT.refused,
      );
    const secrets = secretsFrom(flags, interactive);
    if (!secrets.ok) return refuse(io, secrets.error, EXIT.refused);
    const loaded = loadScenario(file, flags.ruleset);
    if (!loaded.ok) return refuse(io, loaded.error, EXIT.refused);
    const dice =
      interactive || secrets.value
        ? ok<DiceSource>({ kind: 'manual' })
        : diceFrom(flags, loaded.value.scenario.dice);
    if (!dice.ok) return refuse(io, dice.error, EXIT.refused);
    const input = { ...loaded.value, dice: dice.value };
    const session = new ChargeSession(input);
    rememberOrigin(session, input);
    const json = flags.json === 'true';
    const s = cliStrings(lang.value);
    if (!json) {
      io.out(`${loaded.value.scenario.title}`);
      io.out(
        fill(s.ruleset, {
          ruleset: loaded.value.ruleset.name,
          procedure: s.procedure[session.state.procedure] ?? session.state.procedure,
        }),
      );
      const entry = (e: LogEntry) => {
        for (const l of formatEntry(e, lang.value)) io.out(l);
      };
      session.onLog(entry);
      for (const e of session.state.log) entry(e);
    }
    if (interactive) {
      let shown = '';
      while (!session.done) {
        const p = session.pending!;
        if (session.step !== shown) {
          shown = session.step;
          io.out(
            `== ${stepTitle(session.step, session.stepInfo.title, lang.value)} (${session.stepInfo.rule})`,
          );
        }
        for (const l of formatPending(p, lang.value)) io.out(l);
        const line = await io.ask(p.kind === 'roll' ? `${p.dice}> ` : s.choicePrompt);
        if (line === null)
          return refuse(
            io,
            {
              code: 'cli/input-ended',
              message: `input ended while waiting for: ${describePending(p, 'en')}`,
            },
            EXIT.refused,
          );
        if (typeof line !== 'string') return refuse(io, line, EXIT.refused);
        const answer = line.trim();
        if (p.kind === 'choice' && answer !== '' && !/^\d{1,4}$/.test(answer)) {
          io.out(
            `${s.refused} ${refusalLine({ code: 'cli/bad-choice', message: `type the number of an option (1-${p.options.length}), or nothing for the default: got ${quote(answer)}` })}`,
          );
          continue;
        }
        const r =
          p.kind === 'roll'
            ? session.roll(answer)
            : answer === ''
              ? session.chooseDefault()
              : session.choose(Number(answer) - 1);
        if (!r.ok) io.out(`${s.refused} ${refusalLine(r.error)}`);
      }
    } else {
      const r = secrets.value ? playWithSecrets(session, secrets.value) : session.runToEnd();
      if (!r.ok) return refuse(io, r.error, EXIT.refused);
    }
    if (flags.record !== undefined) {
      const text = recordCharge(session, secrets.value);
      if (!text.ok) return refuse(io, text.error, EXIT.refused);
      try {
        writeFileSync(flags.record, text.value);
      } catch (e) {
        return refuse(
          io,
          {
            code: 'file/unwritable',
            message: `${flags.record}: cannot write the record (${(e as NodeJS.ErrnoException).code ?? 'error'})`,
          },
          EXIT.refused,
        );
      }
    }
    if (json) {
      const st = session.state;
      writeText(
        io.out,
        JSON.stringify(
          {
            scenario: st.scenarioId,
            procedure: st.procedure,
            ending: st.ending,
            endingText: formatEnding(st.ending, lang.value),
            log: st.log,
            board: st.board,
            removed: st.removed,
            dice: st.dice,
            obligations: st.obligations ?? [],
          },
          null,
          2,
        ),
      );
    } else {
      for (const l of formatFinal(session.state, lang.value)) io.out(l);
      // obligations of a flight or pursuit doctrine (src/doctrines/obligations.ts)
      for (const o of session.state.obligations ?? []) io.out(`${s.obligation} ${JSON.stringify(o)}`);
    }
    return EXIT.done;
  },
});
