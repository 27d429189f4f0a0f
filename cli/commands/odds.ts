import {
  AnalysisTooLarge,
  analyzeCharge,
  boardLine,
  type ChargeOutcome,
  compareRun,
  type ExactAnalysis,
  type McRow,
  monteCarlo,
  type ViewRow,
  wilsonInterval,
} from 'hexcharge/analysis';
import { formatF, toDecimalF } from 'hexcharge/fractions';
import { analysisBudget, budgetHint } from '../analysis-budget.ts';
import { noExtraArguments, parseArgs, parseWhole, refuse, SEED_RANGE } from '../args.ts';
import { defineCommand } from '../command.ts';
import { writeText } from '../escape.ts';
import { percent } from '../format.ts';
import type { Io } from '../io.ts';
import { loadScenario } from '../load.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { MC_MAX, ODDS } from '../specs.ts';

function outcomeLine(o: ChargeOutcome): string {
  const extra = [
    o.recall !== 'no recall roll' ? o.recall : '',
    o.pursuit !== 'no pursuit' ? `pursuit ${o.pursuit}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `melee ${o.melee}${extra ? ` (${extra})` : ''}: ${boardLine(o)}`;
}

function printView(io: Io, title: string, rows: readonly ViewRow[]): void {
  io.out(`${title}:`);
  const w = Math.max(...rows.map((r) => r.label.length));
  const pw = Math.max(...rows.map((r) => percent(r.p).length));
  for (const r of rows) io.out(`  ${r.label.padEnd(w)}  ${percent(r.p).padStart(pw)}  ${formatF(r.p)}`);
}

/** The exact analysis as plain JSON: probabilities as "n/d" strings and as numbers. */
export function analysisJson(a: ExactAnalysis): unknown {
  const row = (r: ViewRow) => ({ label: r.label, p: formatF(r.p), decimal: Number(toDecimalF(r.p, 12)) });
  const v = a.views;
  return {
    total: formatF(a.total),
    states: a.states,
    transitions: a.transitions,
    ms: Math.round(a.ms),
    outcomes: a.outcomes.map((e) => ({
      p: formatF(e.p),
      decimal: Number(toDecimalF(e.p, 12)),
      ...e.outcome,
    })),
    views: {
      defenderFate: v.defenderFate.map(row),
      attackerFate: v.attackerFate.map(row),
      attackerLost: {
        distribution: v.attackerLost.map(row),
        mean: formatF(v.attackerLostMean),
        meanDecimal: Number(toDecimalF(v.attackerLostMean, 12)),
      },
      defenderLost: {
        distribution: v.defenderLost.map(row),
        mean: formatF(v.defenderLostMean),
        meanDecimal: Number(toDecimalF(v.defenderLostMean, 12)),
      },
      melee: v.melee.map(row),
      recall: v.recall.map(row),
      pursuit: v.pursuit.map(row),
    },
  };
}

function mcRowLine(label: string, r: McRow, n: number): string {
  const z = Number.isFinite(r.z) ? `${r.z >= 0 ? '+' : ''}${r.z.toFixed(2)}` : 'impossible';
  const pc = (x: number) => `${(x * 100).toFixed(3)}%`.padStart(8);
  const w = wilsonInterval(r.count, n);
  return `  ${r.flagged ? '!!' : '  '} ${pc(r.frequency)} +- ${pc(r.se).trim()}  95% [${pc(w.low).trim()}, ${pc(w.high).trim()}]  exact ${pc(r.exact)}  z ${z.padStart(6)}  ${label}`;
}

/** Reads a decimal flag within [min, max] (refused with cli/bad-number). */
function parseDecimal(name: string, text: string, min: number, max: number, above = false) {
  const v = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isFinite(v) || v > max || (above ? v <= min : v < min))
    return {
      ok: false as const,
      error: {
        code: 'cli/bad-number' as const,
        message: `${name} needs a decimal number ${above ? 'above' : 'from'} ${min} to ${max}: got ${JSON.stringify(text)}`,
      },
    };
  return { ok: true as const, value: v };
}

/** hexcharge odds: exact probability of every final outcome of a charge, optionally checked by Monte Carlo. */
export const command = defineCommand({
  spec: ODDS,
  run(argv, io) {
    const parsed = parseArgs(argv, knownFlags(ODDS));
    const args = parsed.ok ? noExtraArguments(parsed.value, 1, usageOf(ODDS)) : parsed;
    if (!args.ok) return refuse(io, args.error, EXIT.refused);
    const file = args.value.positional[0];
    if (!file)
      return refuse(
        io,
        { code: 'cli/missing-argument', message: `odds needs a scenario file; usage: ${usageOf(ODDS)}` },
        EXIT.refused,
      );
    const flags = args.value.flags;
    const mcFlag = flags.mc === undefined ? undefined : parseWhole('--mc', flags.mc, { min: 1, max: MC_MAX });
    if (mcFlag && !mcFlag.ok) return refuse(io, mcFlag.error, EXIT.refused);
    const n = mcFlag?.ok ? mcFlag.value : 0;
    if (flags.seed !== undefined && flags.mc === undefined)
      return refuse(
        io,
        {
          code: 'cli/conflicting-flags',
          message: '--seed is the seed of the Monte Carlo dice: give --mc N too',
        },
        EXIT.refused,
      );
    for (const f of ['mc-error', 'progress-seconds'] as const)
      if (flags[f] !== undefined && flags.mc === undefined)
        return refuse(
          io,
          { code: 'cli/conflicting-flags', message: `--${f} measures the Monte Carlo: give --mc N too` },
          EXIT.refused,
        );
    const target =
      flags['mc-error'] === undefined
        ? undefined
        : parseDecimal('--mc-error', flags['mc-error'], 0, 0.5, true);
    if (target && !target.ok) return refuse(io, target.error, EXIT.refused);
    const every = parseDecimal('--progress-seconds', flags['progress-seconds'] ?? '2', 0, 3600);
    if (!every.ok) return refuse(io, every.error, EXIT.refused);
    const seedFlag = parseWhole('--seed', flags.seed ?? '1', SEED_RANGE, 'cli/bad-dice');
    if (!seedFlag.ok) return refuse(io, seedFlag.error, EXIT.refused);
    const seed = seedFlag.value;
    const topFlag = parseWhole('--top', flags.top ?? '20', { min: 0, max: 1_000_000 });
    if (!topFlag.ok) return refuse(io, topFlag.error, EXIT.refused);
    const top = topFlag.value;
    const loaded = loadScenario(file, flags.ruleset);
    if (!loaded.ok) return refuse(io, loaded.error, EXIT.refused);
    const { scenario, ruleset } = loaded.value;
    const budget = analysisBudget(flags, io);
    if (typeof budget === 'number') return budget;
    let a: ExactAnalysis;
    try {
      a = analyzeCharge({ scenario, ruleset, dice: { kind: 'manual' } }, budget);
    } catch (e) {
      if (!(e instanceof AnalysisTooLarge)) throw e;
      return refuse(
        io,
        { code: e.code, message: `${e.message}${budgetHint(e.limit, n === 0)}` },
        EXIT.negative,
      );
    }

    let mc: ReturnType<typeof compareRun> | undefined;
    let mcMs = 0;
    let mcN = 0;
    let mcStopped: 'target' | 'max' = 'max';
    if (n > 0) {
      // progress on stderr, also when stdout is a pipe: done, rate, time left (by the real clock)
      const run = monteCarlo(scenario, ruleset, n, seed, {
        driver: 'actor',
        clock: () => performance.now(),
        progressMs: every.value * 1000,
        ...(target?.ok ? { targetError: target.value } : {}),
        onProgress: (done, p) =>
          io.err(
            `Monte Carlo: ${done}/${n} charges, ${Math.round(p.rate)} charges/s${p.secondsLeft === undefined ? '' : `, about ${Math.ceil(p.secondsLeft)} s left`}`,
          ),
      });
      mcN = run.n;
      mcStopped = run.stopped;
      mcMs = run.ms;
      mc = compareRun(a.outcomes, run.counts, run.outcomes, run.n);
    }

    if (flags.json === 'true') {
      const json = analysisJson(a) as Record<string, unknown>;
      if (mc)
        json.monteCarlo = {
          n: mcN,
          seed,
          stopped: mcStopped,
          ms: Math.round(mcMs),
          flagged: mc.flagged,
          outcomes: mc.outcomes,
          views: mc.views,
        };
      writeText(io.out, JSON.stringify({ scenario: scenario.id, ruleset: ruleset.id, ...json }, null, 2));
      return mc && mc.flagged > 0 ? EXIT.negative : EXIT.done;
    }

    io.out(scenario.title);
    io.out(`Ruleset: ${ruleset.name}`);
    io.out(
      `Exact analysis: ${a.outcomes.length} final outcomes from ${a.states} distinct states (${a.transitions} machine transitions) in ${Math.round(a.ms)} ms; total probability ${formatF(a.total)}`,
    );
    const v = a.views;
    printView(io, 'Defender fate', v.defenderFate);
    printView(io, 'Attacker fate', v.attackerFate);
    printView(
      io,
      `Increments lost by the attacker (mean ${toDecimalF(v.attackerLostMean, 4)} = ${formatF(v.attackerLostMean)})`,
      v.attackerLost,
    );
    printView(
      io,
      `Increments lost by the defender (mean ${toDecimalF(v.defenderLostMean, 4)} = ${formatF(v.defenderLostMean)})`,
      v.defenderLost,
    );
    printView(io, 'Melee result', v.melee);
    printView(io, 'Recall (19.8)', v.recall);
    printView(io, 'Pursuit (19.11)', v.pursuit);
    io.out(
      `Final outcomes, most likely first${a.outcomes.length > top ? ` (${top} of ${a.outcomes.length}; --top N for more)` : ''}:`,
    );
    for (const e of a.outcomes.slice(0, top))
      io.out(`  ${percent(e.p).padStart(8)}  ${formatF(e.p).padEnd(13)}  ${outcomeLine(e.outcome)}`);

    if (mc) {
      io.out('');
      io.out(
        `Monte Carlo: ${mcN} charges through the machine, seed ${seed}, ${Math.round(mcMs)} ms (${Math.round((mcN / Math.max(1, mcMs)) * 1000)} charges/s)${mcStopped === 'target' ? `, stopped at the target error ${flags['mc-error']}` : ''}; 95% = Wilson score interval; !! = outside 4 standard errors of the exact value`,
      );
      for (const [name, rows] of Object.entries(mc.views)) {
        io.out(`${name}:`);
        for (const r of rows) io.out(mcRowLine(r.key, r, mcN));
      }
      io.out(`Outcomes (${top} most likely, and every flagged one):`);
      const known = new Map(a.outcomes.map((e) => [e.key, e.outcome]));
      mc.outcomes.forEach((r, i) => {
        if (i < top || r.flagged) {
          const o = known.get(r.key);
          io.out(mcRowLine(o ? outcomeLine(o) : `(not in the exact analysis) ${r.key}`, r, mcN));
        }
      });
      io.out(
        mc.flagged === 0
          ? 'Every outcome and view within 4 standard errors.'
          : `${mc.flagged} row(s) outside 4 standard errors.`,
      );
      return mc.flagged > 0 ? EXIT.negative : EXIT.done;
    }
    return EXIT.done;
  },
});
