import { ChargeSession } from '../../machines/session.ts';
import type { DiceSource } from '../../src/dice/index.ts';
import { scriptSource, seededSource } from '../../src/dice/index.ts';
import { formatError } from '../../src/errors.ts';
import { parseArgs, refuse } from '../args.ts';
import { formatEntry, formatFinal, formatPending } from '../format.ts';
import { loadScenario } from '../load.ts';
import type { Command } from '../main.ts';

/** Reads --seed or --dice (or the scenario's own dice, or seed 1) into a dice source. */
export function diceFrom(
  flags: Readonly<Record<string, string>>,
  scenarioDice?: { seed?: number; script?: readonly number[] },
): DiceSource | string {
  if (flags.seed !== undefined && flags.dice !== undefined) return 'give --seed or --dice, not both';
  if (flags.dice !== undefined) {
    const values = flags.dice.split(/[ ,]+/).filter(Boolean).map(Number);
    if (values.some((v) => !Number.isInteger(v)))
      return `--dice must be whole numbers separated by commas: "${flags.dice}"`;
    return scriptSource(values);
  }
  if (flags.seed !== undefined) {
    const s = seededSource(Number(flags.seed));
    return s.ok ? s.value : s.error.message;
  }
  if (scenarioDice?.script) return scriptSource(scenarioDice.script);
  const s = seededSource(scenarioDice?.seed ?? 1);
  return s.ok ? s.value : s.error.message;
}

/** hexcharge run: plays a scenario's charge and narrates it. */
export const command: Command = {
  summary: 'play a scenario charge and narrate every step',
  async run(argv, io) {
    const args = parseArgs(argv, {
      ruleset: 'value',
      seed: 'value',
      dice: 'value',
      json: 'switch',
      interactive: 'switch',
    });
    if (!args.ok) return refuse(io, args.error, 2);
    const file = args.value.positional[0];
    if (!file) return refuse(io, { code: 'cli/missing-argument', message: 'run needs a scenario file' }, 2);
    const flags = args.value.flags;
    const loaded = loadScenario(file, flags.ruleset);
    if (!loaded.ok) return refuse(io, loaded.error, 1);
    const interactive = flags.interactive === 'true';
    const dice = interactive ? ({ kind: 'manual' } as const) : diceFrom(flags, loaded.value.scenario.dice);
    if (typeof dice === 'string') return refuse(io, { code: 'cli/bad-dice', message: dice }, 2);
    const session = new ChargeSession({ ...loaded.value, dice });
    const json = flags.json === 'true';
    if (!json) {
      io.out(`${loaded.value.scenario.title}`);
      io.out(`Ruleset: ${loaded.value.ruleset.name}; procedure: ${session.state.procedure}`);
      session.onLog((e) => io.out(formatEntry(e)));
      for (const e of session.state.log) io.out(formatEntry(e));
    }
    if (interactive) {
      let shown = '';
      while (!session.done) {
        const p = session.pending!;
        if (session.step !== shown) {
          shown = session.step;
          io.out(`== ${session.stepInfo.title} (${session.stepInfo.rule})`);
        }
        io.out(formatPending(p));
        const line = await io.ask(p.kind === 'roll' ? `${p.dice}> ` : 'choice> ');
        if (line === null)
          return refuse(
            io,
            { code: 'cli/input-ended', message: `input ended while waiting for: ${p.purpose}` },
            1,
          );
        const answer = line.trim();
        const r =
          p.kind === 'roll'
            ? session.roll(answer)
            : answer === ''
              ? session.chooseDefault()
              : session.choose(Number(answer) - 1);
        if (!r.ok) io.out(`refused: ${formatError(r.error)}`);
      }
    } else {
      const r = session.runToEnd();
      if (!r.ok) return refuse(io, r.error, 1);
    }
    if (json) {
      const s = session.state;
      io.out(
        JSON.stringify(
          {
            scenario: s.scenarioId,
            procedure: s.procedure,
            ending: s.ending,
            log: s.log,
            board: s.board,
            removed: s.removed,
            dice: s.dice,
            obligations: s.obligations ?? [],
          },
          null,
          2,
        ),
      );
    } else {
      for (const l of formatFinal(session.state)) io.out(l);
      // obligations of a flight or pursuit doctrine (src/doctrines/obligations.ts)
      for (const o of session.state.obligations ?? []) io.out(`Obligation: ${JSON.stringify(o)}`);
    }
    return 0;
  },
};
