/**
 * The floor of an exact analysis (issue 24, item 1): the work no exact analysis of a charge can avoid,
 * counted, and the cheapest evaluation of it, measured.
 *
 * The walk below records the transition graph the exact analysis explores (machines/analysis/exact.ts:
 * the same steps, the same roll classes, the same merging keys): its distinct states, its transitions,
 * the dice outcomes of each request and the outcome classes taken. The graph is then numbered (states,
 * outcomes: small integers) and evaluated again with nothing of the machine in it: per transition a
 * lookup in a table (child id, weight), per state a merge of its children's distributions by integer
 * outcome key. That replay is the floor: an analysis that still has to produce every state and every
 * transition pays at least this much, whatever its runtime.
 *
 *   tsx --conditions=hexcharge-source bench/floor.ts [--scenario FILE]...
 *
 * Two replays: `float` (weights as doubles, the cheapest possible) and `exact` (integer numerators over
 * a common denominator, BigInt, as src/analysis/weighted.ts keeps them, but keyed by integer).
 */
import { resolve } from 'node:path';
import { loadScenario } from '../cli/load.ts';
import { quietStep, startSnapshot } from '../machines/analysis/drive.ts';
import { analyzeCharge } from '../machines/analysis/exact.ts';
import { classifierOf } from '../machines/analysis/roll-classes.ts';
import type { ChargeSnapshot } from '../machines/session.ts';
import { compactStateKey, StateKeys } from '../src/analysis/canonical.ts';
import { OUTCOME_READS, outcomeKey, summariseOutcome } from '../src/analysis/outcome.ts';
import type { RollInput } from '../src/dice/index.ts';
import { outcomes } from '../src/dice/index.ts';

/** One recorded state: a final outcome (its id), or edges (child ids, with weight/total of each). */
export interface FloorNode {
  readonly outcome?: number;
  readonly children: readonly number[];
  readonly weights: readonly number[];
  readonly totals: readonly number[];
}

/** The recorded graph of an exact analysis and what it counts. */
export interface FloorGraph {
  readonly nodes: readonly FloorNode[];
  /** Index of the start state. */
  readonly root: number;
  /** Distinct states that waited for a roll or a choice (the analysis's `states`). */
  readonly states: number;
  /** Transitions taken (the analysis's `transitions`). */
  readonly transitions: number;
  /** Distinct final outcomes. */
  readonly outcomes: number;
  /** Roll requests among the states, the dice outcomes they could show and the classes taken. */
  readonly rollRequests: number;
  readonly diceOutcomes: number;
  readonly classesTaken: number;
  /** States that waited for a choice (one transition each: the default). */
  readonly choices: number;
}

function pick(o: object, members: readonly string[]): Record<string, unknown> {
  const c = o as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const m of members) out[m] = c[m];
  return out;
}

/** Records the graph the exact analysis explores from `snap` (same steps, classes and keys). */
export function recordGraph(snap: ChargeSnapshot): FloorGraph {
  const keys = new StateKeys();
  const ids = new Map<string, number>();
  const outcomeIds = new Map<string, number>();
  const nodes: FloorNode[] = [];
  let states = 0;
  let transitions = 0;
  let rollRequests = 0;
  let diceOutcomes = 0;
  let classesTaken = 0;
  let choices = 0;
  const walk = (s: ChargeSnapshot): number => {
    const done = s.status === 'done';
    const key = done
      ? `done|${keys.compose(pick(s.context, OUTCOME_READS))}`
      : compactStateKey(keys, s.context, s.value, 'records');
    const seen = ids.get(key);
    if (seen !== undefined) return seen;
    const id = nodes.length;
    ids.set(key, id);
    nodes.push({ children: [], weights: [], totals: [] });
    if (done) {
      const k = outcomeKey(summariseOutcome(s.context));
      let o = outcomeIds.get(k);
      if (o === undefined) {
        o = outcomeIds.size;
        outcomeIds.set(k, o);
      }
      nodes[id] = { outcome: o, children: [], weights: [], totals: [] };
      return id;
    }
    states++;
    const p = s.context.pending;
    const children: number[] = [];
    const weights: number[] = [];
    const totals: number[] = [];
    if (p?.kind === 'choice') {
      choices++;
      transitions++;
      children.push(walk(quietStep(s, { type: 'CHOOSE_DEFAULT' })));
      weights.push(1);
      totals.push(1);
    } else if (p?.kind === 'roll') {
      rollRequests++;
      const all = outcomes(p.dice);
      diceOutcomes += all.length;
      const classify = classifierOf(s.context);
      const byClass = new Map<string, { value: number; weight: number; total: number }>();
      for (const o of all) {
        const c = classify ? classify(s.context, o.value) : String(o.value);
        const had = byClass.get(c);
        if (had) had.weight += o.weight;
        else byClass.set(c, { value: o.value, weight: o.weight, total: o.total });
      }
      for (const o of byClass.values()) {
        classesTaken++;
        transitions++;
        children.push(walk(quietStep(s, { type: 'ROLL', value: o.value as RollInput })));
        weights.push(o.weight);
        totals.push(o.total);
      }
    } else throw new Error(`the charge waits for nothing at ${JSON.stringify(s.value)}`);
    nodes[id] = { children, weights, totals };
    return id;
  };
  const root = keys.trusting(() => walk(snap));
  return {
    nodes,
    root,
    states,
    transitions,
    outcomes: outcomeIds.size,
    rollRequests,
    diceOutcomes,
    classesTaken,
    choices,
  };
}

/** Typed tables of the graph: the replay reads only these (a table lookup per transition). */
interface Tables {
  readonly start: Int32Array;
  readonly child: Int32Array;
  readonly weight: Float64Array;
  readonly total: Float64Array;
  readonly outcome: Int32Array;
}

function tables(g: FloorGraph): Tables {
  const start = new Int32Array(g.nodes.length + 1);
  let e = 0;
  g.nodes.forEach((n, i) => {
    start[i] = e;
    e += n.children.length;
  });
  start[g.nodes.length] = e;
  const child = new Int32Array(e);
  const weight = new Float64Array(e);
  const total = new Float64Array(e);
  const outcome = new Int32Array(g.nodes.length).fill(-1);
  g.nodes.forEach((n, i) => {
    if (n.outcome !== undefined) outcome[i] = n.outcome;
    n.children.forEach((c, j) => {
      child[start[i]! + j] = c;
      weight[start[i]! + j] = n.weights[j]!;
      total[start[i]! + j] = n.totals[j]!;
    });
  });
  return { start, child, weight, total, outcome };
}

/** The floor, in floats: each state's distribution as a Map from outcome id to probability. */
function replayFloat(t: Tables, root: number): Map<number, number> {
  const memo = new Array<Map<number, number> | undefined>(t.outcome.length);
  const dist = (i: number): Map<number, number> => {
    const m = memo[i];
    if (m) return m;
    const out = new Map<number, number>();
    if (t.outcome[i]! >= 0) out.set(t.outcome[i]!, 1);
    else
      for (let e = t.start[i]!; e < t.start[i + 1]!; e++) {
        const f = t.weight[e]! / t.total[e]!;
        for (const [k, v] of dist(t.child[e]!)) out.set(k, (out.get(k) ?? 0) + v * f);
      }
    memo[i] = out;
    return out;
  };
  return dist(root);
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b) [a, b] = [b, a % b];
  return a;
};

/** The floor, exact: integer numerators over one denominator per state (BigInt), keyed by outcome id. */
function replayExact(t: Tables, root: number): { den: bigint; nums: Map<number, bigint> } {
  type D = { den: bigint; nums: Map<number, bigint> };
  const memo = new Array<D | undefined>(t.outcome.length);
  const dist = (i: number): D => {
    const m = memo[i];
    if (m) return m;
    let out: D;
    if (t.outcome[i]! >= 0) out = { den: 1n, nums: new Map([[t.outcome[i]!, 1n]]) };
    else {
      const kids: D[] = [];
      let den = 1n;
      for (let e = t.start[i]!; e < t.start[i + 1]!; e++) {
        const d = dist(t.child[e]!);
        kids.push(d);
        const x = d.den * BigInt(t.total[e]!);
        den = (den / gcd(den, x)) * x;
      }
      const nums = new Map<number, bigint>();
      for (let e = t.start[i]!, j = 0; e < t.start[i + 1]!; e++, j++) {
        const d = kids[j]!;
        const factor = (den / (d.den * BigInt(t.total[e]!))) * BigInt(t.weight[e]!);
        for (const [k, v] of d.nums) nums.set(k, (nums.get(k) ?? 0n) + v * factor);
      }
      let g = den;
      for (const v of nums.values()) {
        g = gcd(g, v);
        if (g === 1n) break;
      }
      if (g > 1n) for (const [k, v] of nums) nums.set(k, v / g);
      out = { den: den / g, nums };
    }
    memo[i] = out;
    return out;
  };
  return dist(root);
}

/** Expected transitions of one charge played to its end (a seeded charge takes one path of the graph). */
function expectedPath(t: Tables, root: number): number {
  const memo = new Float64Array(t.outcome.length).fill(-1);
  const len = (i: number): number => {
    if (memo[i]! >= 0) return memo[i]!;
    let x = 0;
    for (let e = t.start[i]!; e < t.start[i + 1]!; e++)
      x += (t.weight[e]! / t.total[e]!) * (1 + len(t.child[e]!));
    memo[i] = x;
    return x;
  };
  return len(root);
}

function cpuUs(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Median CPU µs of one call of `f`, over batches long enough for the clock (after a warm-up). */
function perCallUs(f: () => unknown, minBatchUs = 20_000, batches = 15, warmUp = 50): number {
  for (let i = 0; i < warmUp; i++) f();
  let n = 1;
  for (;;) {
    const t0 = cpuUs();
    for (let i = 0; i < n; i++) f();
    if (cpuUs() - t0 >= minBatchUs) break;
    n *= 2;
  }
  const xs: number[] = [];
  for (let b = 0; b < batches; b++) {
    const t0 = cpuUs();
    for (let i = 0; i < n; i++) f();
    xs.push((cpuUs() - t0) / n);
  }
  return median(xs);
}

/** The floor of one scenario: counts, the two replays' CPU µs, the analysis itself beside them. */
export interface Floor extends Omit<FloorGraph, 'nodes' | 'root'> {
  readonly floatUs: number;
  readonly exactUs: number;
  /** Expected transitions of one charge to its end. */
  readonly pathTransitions: number;
  /** The exact analysis (machines/analysis/exact.ts), warm, median CPU µs, measured in the same sitting. */
  readonly analysisUs: number;
}

/** Measures the floor of the scenario in `file` (relative to the repository). */
export function measureFloor(file: string, root = resolve(import.meta.dirname, '..')): Floor {
  const loaded = loadScenario(resolve(root, file));
  if (!loaded.ok) throw new Error(loaded.error.message);
  const input = { ...loaded.value, dice: { kind: 'manual' } as const };
  const g = recordGraph(startSnapshot(input));
  const a = analyzeCharge(input);
  if (a.states !== g.states || a.transitions !== g.transitions || a.outcomes.length !== g.outcomes)
    throw new Error(
      `the recorded graph (${g.states} states, ${g.transitions} transitions, ${g.outcomes} outcomes) is not the analysis's (${a.states}, ${a.transitions}, ${a.outcomes.length})`,
    );
  const t = tables(g);
  const check = replayFloat(t, g.root);
  const sum = [...check.values()].reduce((x, y) => x + y, 0);
  if (Math.abs(sum - 1) > 1e-9) throw new Error(`the replay sums to ${sum}`);
  const ex = replayExact(t, g.root);
  if ([...ex.nums.values()].reduce((x, y) => x + y, 0n) !== ex.den)
    throw new Error('the exact replay is not 1');
  const floatUs = perCallUs(() => replayFloat(t, g.root));
  const exactUs = perCallUs(() => replayExact(t, g.root));
  const analysisUs = perCallUs(() => analyzeCharge(input), 1, 5, 8);
  const { nodes: _n, root: _r, ...counts } = g;
  return { ...counts, floatUs, exactUs, pathTransitions: expectedPath(t, g.root), analysisUs };
}

if (import.meta.filename === process.argv[1]) {
  const argv = process.argv.slice(2);
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) if (argv[i] === '--scenario') files.push(argv[++i]!);
  if (files.length === 0)
    files.push(
      'data/scenarios/01-reference-charge.json',
      'data/scenarios/36-flight-6e-attackers-rout-infantry-pursues.json',
    );
  for (const f of files) console.log(f, JSON.stringify(measureFloor(f)));
}
