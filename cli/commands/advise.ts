import {
  AnalysisTooLarge,
  type ChoiceOdds,
  FATES,
  NoChoicePending,
  oddsOfEachOption,
  plainAdvice,
  type SideBySideRow,
  sideBySide,
  type ViewRow,
} from 'hexcharge/analysis';
import { addF, type BigFraction, toDecimalF, ZERO } from 'hexcharge/fractions';
import { ChargeSession } from 'hexcharge/machine';
import { describePending, type Lang } from 'hexcharge/narration';
import { analysisBudget, budgetHint } from '../analysis-budget.ts';
import { noExtraArguments, parseArgs, quote, refuse } from '../args.ts';
import { defineCommand } from '../command.ts';
import { writeText } from '../escape.ts';
import { percent } from '../format.ts';
import { cliStrings, word } from '../i18n.ts';
import type { Io } from '../io.ts';
import { loadScenario } from '../load.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { ADVISE } from '../specs.ts';
import { diceFrom, langFrom } from './run.ts';

/** The option numbers typed after --choose (1 for the first option), in the order the choices come. */
export function chooseList(text: string | undefined): number[] | string {
  if (text === undefined) return [];
  const parts = text.trim().split(/\s*,\s*|\s+/);
  if (text.trim() === '' || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) < 1))
    return `--choose needs option numbers from 1, separated by commas, e.g. 2,1: got ${quote(text)}`;
  return parts.map(Number);
}

/** A table of one view: a row per label, a column per option, percentages. */
function table(
  io: Io,
  title: string,
  rows: readonly SideBySideRow<BigFraction>[],
  label: (l: string) => string,
) {
  if (rows.length === 0) return;
  const cells = rows.map((r) => r.p.map(percent));
  const n = rows[0]!.p.length;
  const lw = Math.max(title.length, ...rows.map((r) => label(r.label).length));
  const cw = Array.from({ length: n }, (_, i) =>
    Math.max(String(i + 1).length + 1, ...cells.map((c) => c[i]!.length)),
  );
  io.out(`  ${title.padEnd(lw)}  ${cw.map((w, i) => `#${i + 1}`.padStart(w)).join('  ')}`);
  rows.forEach((r, k) => {
    io.out(`  ${label(r.label).padEnd(lw)}  ${cells[k]!.map((c, i) => c.padStart(cw[i]!)).join('  ')}`);
  });
}

/** The pursuit view with every melee against fresh units in one row (its results are in --json). */
function byPursuit(rows: readonly ViewRow[]): ViewRow[] {
  const out: ViewRow[] = [];
  for (const r of rows) {
    const label = r.label.startsWith('melee with fresh units') ? 'melee with fresh units' : r.label;
    const at = out.findIndex((x) => x.label === label);
    if (at < 0) out.push({ label, p: r.p });
    else out[at] = { label, p: addF(out[at]!.p, r.p) };
  }
  return out;
}

/** The odds of every option of one choice, side by side. */
function printAdvice(io: Io, n: number, a: ChoiceOdds, lang: Lang): void {
  const s = cliStrings(lang);
  const w = (l: string) => word(s, l);
  const r = a.request;
  io.out('');
  io.out(`Choice ${n}: ${a.purpose} (${r.rule}), at step ${a.step}`);
  a.options.forEach((o) => {
    io.out(`  ${`#${o.option + 1}`.padStart(3)}  ${o.label}${o.isDefault ? `  ${s.defaultMark}` : ''}`);
  });
  const col = (view: (o: ChoiceOdds['options'][number]) => readonly ViewRow[], order?: readonly string[]) =>
    sideBySide(
      a.options.map((o) => view(o)),
      ZERO,
      order,
    );
  table(
    io,
    'Defender ends',
    col((o) => o.analysis.views.defenderFate, FATES),
    w,
  );
  table(
    io,
    'Attacker ends',
    col((o) => o.analysis.views.attackerFate, FATES),
    w,
  );
  const mean = (m: (o: ChoiceOdds['options'][number]) => BigFraction) =>
    a.options.map((o) => toDecimalF(m(o), 2));
  const means = [
    ['Increments lost by the attacker (mean)', mean((o) => o.analysis.views.attackerLostMean)],
    ['Increments lost by the defender (mean)', mean((o) => o.analysis.views.defenderLostMean)],
  ] as const;
  const mw = Math.max(...means.map(([t]) => t.length));
  for (const [t, v] of means) io.out(`  ${t.padEnd(mw)}  ${v.map((x, i) => `#${i + 1} ${x}`).join('  ')}`);
  const recall = col((o) => o.analysis.views.recall);
  if (recall.some((x) => x.label !== 'no recall roll')) table(io, 'Recall (19.8)', recall, (l) => l);
  const pursuit = col((o) => byPursuit(o.analysis.views.pursuit));
  if (pursuit.some((x) => x.label !== 'no pursuit')) table(io, 'Pursuit (19.11)', pursuit, (l) => l);
  if (a.allAlike && a.options.length > 1)
    io.out(
      `  Every option gives the same final outcomes with the same chances: this choice changes nothing.`,
    );
  io.out(
    `  (exact analysis: ${a.states} distinct states, ${a.transitions} machine transitions, ${Math.round(a.ms)} ms; later choices take their defaults)`,
  );
}

/** hexcharge advise: the exact odds of each option of every choice a charge meets, side by side. */
export const command = defineCommand({
  spec: ADVISE,
  run(argv, io) {
    const parsed = parseArgs(argv, knownFlags(ADVISE));
    const args = parsed.ok ? noExtraArguments(parsed.value, 1, usageOf(ADVISE)) : parsed;
    if (!args.ok) return refuse(io, args.error, EXIT.refused);
    const file = args.value.positional[0];
    if (!file)
      return refuse(
        io,
        { code: 'cli/missing-argument', message: `advise needs a scenario file; usage: ${usageOf(ADVISE)}` },
        EXIT.refused,
      );
    const flags = args.value.flags;
    const lang = langFrom(flags.lang);
    if (!lang.ok) return refuse(io, lang.error, EXIT.refused);
    const choose = chooseList(flags.choose);
    if (typeof choose === 'string')
      return refuse(io, { code: 'cli/bad-choice', message: choose }, EXIT.refused);
    const loaded = loadScenario(file, flags.ruleset);
    if (!loaded.ok) return refuse(io, loaded.error, EXIT.refused);
    const dice = diceFrom(flags, loaded.value.scenario.dice);
    if (!dice.ok) return refuse(io, dice.error, EXIT.refused);
    const budget = analysisBudget(flags, io);
    if (typeof budget === 'number') return budget;

    const session = new ChargeSession({ ...loaded.value, dice: dice.value });
    const advised: ChoiceOdds[] = [];
    let ranOut: string | undefined;
    while (!session.done) {
      const p = session.pending;
      if (p?.kind === 'roll') {
        const r = session.autoRoll();
        if (r.ok) continue;
        if (r.error.code !== 'dice/script-exhausted' && r.error.code !== 'dice/manual-needs-roll')
          return refuse(io, r.error, EXIT.refused);
        ranOut = describePending(p, lang.value);
        break;
      }
      if (p?.kind !== 'choice') break;
      const pick = choose[advised.length];
      if (pick !== undefined && pick > p.options.length)
        return refuse(
          io,
          {
            code: 'cli/bad-choice',
            message: `--choose entry ${advised.length + 1} (${pick}) is not an option of ${p.what}: it has ${p.options.length}`,
          },
          EXIT.refused,
        );
      let a: ChoiceOdds;
      try {
        a = oddsOfEachOption(session.persisted(), {
          ...budget,
          lang: lang.value,
          onProgress: (x) =>
            io.err(
              `advise: ${p.what}, ${x.states.toLocaleString('en')} states, ${x.transitions.toLocaleString('en')} transitions, ${x.seconds.toFixed(0)} s`,
            ),
        });
      } catch (e) {
        if (e instanceof AnalysisTooLarge)
          return refuse(
            io,
            { code: e.code, message: `${e.message}${budgetHint(e.limit, false)}` },
            EXIT.negative,
          );
        if (e instanceof NoChoicePending)
          return refuse(io, { code: e.code, message: e.message }, EXIT.negative);
        throw e;
      }
      advised.push(a);
      const r = pick === undefined ? session.chooseDefault() : session.choose(pick - 1);
      if (!r.ok) return refuse(io, r.error, EXIT.refused);
    }
    if (advised.length === 0) {
      if (ranOut !== undefined)
        return refuse(
          io,
          {
            code: 'advise/dice-ran-out',
            message: `the dice ran out at the ${ranOut} before any choice: give more rolls with --dice`,
          },
          EXIT.refused,
        );
      return refuse(
        io,
        {
          code: 'advise/no-choice',
          message: 'the charge ended without a choice with these dice: there is nothing to weigh',
        },
        EXIT.negative,
      );
    }
    const { scenario, ruleset } = loaded.value;
    if (flags.json === 'true') {
      writeText(
        io.out,
        JSON.stringify(
          {
            scenario: scenario.id,
            ruleset: ruleset.id,
            choices: advised.map(plainAdvice),
            ended: session.done,
            ...(ranOut !== undefined ? { diceRanOutAt: ranOut } : {}),
          },
          null,
          2,
        ),
      );
      return EXIT.done;
    }
    io.out(scenario.title);
    io.out(`Ruleset: ${ruleset.name}`);
    io.out(
      `${advised.length} choice${advised.length === 1 ? '' : 's'} met; the exact chance of each ending under each option (#1, #2... as listed):`,
    );
    advised.forEach((a, i) => {
      printAdvice(io, i + 1, a, lang.value);
    });
    io.out('');
    io.out(
      ranOut !== undefined
        ? `The dice ran out at the ${ranOut}; choices after it are not shown.`
        : 'The charge ended.',
    );
    return EXIT.done;
  },
});
