import { AnalysisTooLarge, analyzeCharge, type ExactAnalysis } from '../../machines/analysis/exact.ts';
import { monteCarlo } from '../../machines/analysis/monte-carlo.ts';
import { compareRun } from '../../src/analysis/compare.ts';
import type { McRow } from '../../src/analysis/monte-carlo-stats.ts';
import { boardLine, type ChargeOutcome } from '../../src/analysis/outcome.ts';
import type { ViewRow } from '../../src/analysis/views.ts';
import { formatF, toDecimalF } from '../../src/math/fraction-big.ts';
import { analysisBudget } from '../analysis-budget.ts';
import { parseArgs, refuse } from '../args.ts';
import { loadScenario } from '../load.ts';
import type { Command, Io } from '../main.ts';

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
  for (const r of rows) io.out(`  ${r.label.padEnd(w)}  ${toDecimalF(r.p, 6)}  ${formatF(r.p)}`);
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

function mcRowLine(label: string, r: McRow): string {
  const z = Number.isFinite(r.z) ? `${r.z >= 0 ? '+' : ''}${r.z.toFixed(2)}` : 'impossible';
  return `  ${r.flagged ? '!!' : '  '} ${r.frequency.toFixed(5)} +- ${r.se.toFixed(5)}  exact ${r.exact.toFixed(5)}  z ${z.padStart(6)}  ${label}`;
}

/** hexcharge odds: exact probability of every final outcome of a charge, optionally checked by Monte Carlo. */
export const command: Command = {
  summary: 'exact odds of every outcome of a charge (and --mc N: Monte Carlo against them)',
  run(argv, io) {
    const args = parseArgs(argv, {
      ruleset: 'value',
      json: 'switch',
      mc: 'value',
      seed: 'value',
      top: 'value',
      'max-states': 'value',
      'max-seconds': 'value',
    });
    if (!args.ok) return refuse(io, args.error, 2);
    const file = args.value.positional[0];
    if (!file) return refuse(io, { code: 'cli/missing-argument', message: 'odds needs a scenario file' }, 2);
    const flags = args.value.flags;
    const loaded = loadScenario(file, flags.ruleset);
    if (!loaded.ok) return refuse(io, loaded.error, 1);
    const n = flags.mc === undefined ? 0 : Number(flags.mc);
    if (flags.mc !== undefined && !(Number.isInteger(n) && n > 0)) {
      return refuse(
        io,
        {
          code: 'cli/bad-number',
          message: `--mc needs a whole number of charges above 0: "${flags.mc}"`,
        },
        2,
      );
    }
    const seed = flags.seed === undefined ? 1 : Number(flags.seed);
    if (!(Number.isInteger(seed) && seed >= 0 && seed <= 4294967295)) {
      return refuse(
        io,
        {
          code: 'cli/bad-number',
          message: `--seed needs a whole number 0..4294967295: "${flags.seed}"`,
        },
        2,
      );
    }
    const top = flags.top === undefined ? 20 : Number(flags.top);
    const { scenario, ruleset } = loaded.value;
    const budget = analysisBudget(flags, io);
    if (typeof budget === 'number') return budget;
    let a: ExactAnalysis;
    try {
      a = analyzeCharge({ scenario, ruleset, dice: { kind: 'manual' } }, budget);
    } catch (e) {
      if (!(e instanceof AnalysisTooLarge)) throw e;
      const hint = n > 0 ? '' : '; raise --max-states / --max-seconds, or estimate with --mc N';
      return refuse(io, { code: e.code, message: `${e.message}${hint}` }, 1);
    }

    let mc: ReturnType<typeof compareRun> | undefined;
    let mcMs = 0;
    if (n > 0) {
      const bar = process.stderr.isTTY
        ? (done: number) => {
            const w = 30;
            const k = Math.round((done / n) * w);
            process.stderr.write(`\r[${'#'.repeat(k)}${'.'.repeat(w - k)}] ${done}/${n} charges`);
            if (done === n) process.stderr.write('\n');
          }
        : undefined;
      const run = monteCarlo(
        scenario,
        ruleset,
        n,
        seed,
        bar ? { driver: 'actor', onProgress: bar } : { driver: 'actor' },
      );
      mcMs = run.ms;
      mc = compareRun(a.outcomes, run.counts, run.outcomes, n);
    }

    if (flags.json === 'true') {
      const json = analysisJson(a) as Record<string, unknown>;
      if (mc)
        json.monteCarlo = {
          n,
          seed,
          ms: Math.round(mcMs),
          flagged: mc.flagged,
          outcomes: mc.outcomes,
          views: mc.views,
        };
      io.out(JSON.stringify({ scenario: scenario.id, ruleset: ruleset.id, ...json }, null, 2));
      return mc && mc.flagged > 0 ? 1 : 0;
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
      io.out(`  ${toDecimalF(e.p, 6)}  ${formatF(e.p).padEnd(13)}  ${outcomeLine(e.outcome)}`);

    if (mc) {
      io.out('');
      io.out(
        `Monte Carlo: ${n} charges through the machine, seed ${seed}, ${Math.round(mcMs)} ms (${Math.round((n / mcMs) * 1000)} charges/s); !! = outside 4 standard errors of the exact value`,
      );
      for (const [name, rows] of Object.entries(mc.views)) {
        io.out(`${name}:`);
        for (const r of rows) io.out(mcRowLine(r.key, r));
      }
      io.out(`Outcomes (${top} most likely, and every flagged one):`);
      const known = new Map(a.outcomes.map((e) => [e.key, e.outcome]));
      mc.outcomes.forEach((r, i) => {
        if (i < top || r.flagged) {
          const o = known.get(r.key);
          io.out(mcRowLine(o ? outcomeLine(o) : `(not in the exact analysis) ${r.key}`, r));
        }
      });
      io.out(
        mc.flagged === 0
          ? 'Every outcome and view within 4 standard errors.'
          : `${mc.flagged} row(s) outside 4 standard errors.`,
      );
      return mc.flagged > 0 ? 1 : 0;
    }
    return 0;
  },
};
