/**
 * Model-based tests of the charge machine: xstate/graph generates the shortest paths to every
 * (abstracted) state reachable from each fixture, trying every die value for every roll and every
 * option for every choice; each path is then played on a live actor that records the transitions it
 * takes (eventless ones included). Together the paths must reach every state node and take every
 * transition of the machine: a state or transition added without a way to reach it fails here.
 */

import { describe, expect, it } from 'vitest';
import { type AnyTransitionDefinition, createActor, type StateNode } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import {
  bundledRulesetIds,
  type ChargeEvent,
  type ChargeSnapshot,
  chargeMachine,
  loadBundledRuleset,
  loadScenarioFromJson,
} from '../../machines/index.ts';
import type { RollInput } from '../../src/dice/index.ts';
import { assertLegal } from '../invariants/legal.ts';
import { FIXTURES } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: state nodes of any machine
type AnyNode = StateNode<any, any>;

/** Every state node of the machine (the root included) and every transition, each with a stable name. */
function machineModel() {
  const nodes: AnyNode[] = [
    chargeMachine.root as AnyNode,
    ...(getStateNodes(chargeMachine.root) as AnyNode[]),
  ];
  const transitions = new Map<AnyTransitionDefinition, string>();
  for (const n of nodes) {
    for (const [event, defs] of n.transitions)
      defs.forEach((d, i) => {
        transitions.set(d, `${n.id} on ${event} #${i}`);
      });
    (n.always ?? []).forEach((d, i) => {
      transitions.set(d, `${n.id} always #${i}`);
    });
  }
  return { states: new Set(nodes.map((n) => n.id)), transitions };
}

const D6 = [1, 2, 3, 4, 5, 6];
const D66 = D6.flatMap((t) => D6.map((u) => t * 10 + u));

/** The events to try in a snapshot: every value of the pending roll (and AUTO_ROLL), every option of a choice. */
function eventsFor(snapshot: ChargeSnapshot): ChargeEvent[] {
  if (snapshot.status === 'done') return [];
  const p = snapshot.context.pending;
  if (p?.kind === 'roll') {
    const n = p.dice === 'd66' ? 0 : p.dice === 'd6' ? 1 : Number(p.dice.replace('d6', ''));
    const values = n === 0 ? D66 : n === 1 ? D6 : Array.from({ length: 5 * n + 1 }, (_, i) => n + i);
    return [
      { type: 'AUTO_ROLL' },
      ...values.map((value) => ({ type: 'ROLL' as const, value: value as RollInput })),
    ];
  }
  if (p?.kind === 'choice') {
    return [
      { type: 'CHOOSE_DEFAULT' },
      ...p.options.map((_, option) => ({ type: 'CHOOSE' as const, option })),
    ];
  }
  return [];
}

/** The abstraction the traversal works on: the step, the request, and the few facts that decide branches. */
function abstract(snapshot: ChargeSnapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.pending?.id ?? null,
    c.pending?.kind === 'choice' ? c.pending.options.length : 0,
    c.board.units.length,
    c.board.units.filter((u) => u.moraleState === 'routed').length,
    c.recall ?? null,
    c.meleeResult?.kind ?? null,
    c.pursuitContact?.kind ?? null,
  ]);
}

/** The abstraction plus the type of the event that led there, so that each event type gets its own paths. */
function byEvent(snapshot: ChargeSnapshot, event: ChargeEvent | undefined): string {
  return `${abstract(snapshot)} ${event?.type ?? 'start'}`;
}

/** The ids of the state nodes a snapshot is in: "pursuit.recall" is charge, charge.pursuit, charge.pursuit.recall. */
function nodeIds(value: unknown, prefix = 'charge'): string[] {
  if (typeof value === 'string') return [prefix, `${prefix}.${value}`];
  return [
    prefix,
    ...Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => nodeIds(v, `${prefix}.${k}`)),
  ];
}

function inputOf(name: string, rulesetId = 'la-bataille') {
  const ruleset = loadBundledRuleset(rulesetId);
  if (!ruleset.ok) throw new Error(ruleset.error.message);
  const l = loadScenarioFromJson(FIXTURES[name], { ruleset: ruleset.value, file: name });
  if (!l.ok) throw new Error(`${l.error.code}: ${l.error.message}`);
  return { ...l.value, dice: { kind: 'seeded' as const, seed: 7, state: 7 } };
}

/** Plays a path's events on a live actor; returns the transitions taken and the state nodes entered. */
function play(
  input: ReturnType<typeof inputOf>,
  events: readonly ChargeEvent[],
  names: Map<AnyTransitionDefinition, string>,
) {
  const taken = new Set<string>();
  const entered = new Set<string>(['charge', 'charge.declared']);
  const actor = createActor(chargeMachine, {
    input,
    inspect: (e) => {
      if (e.type !== '@xstate.microstep') return;
      nodeIds((e.snapshot as ChargeSnapshot).value).forEach((id) => {
        entered.add(id);
      });
      for (const t of e._transitions) {
        taken.add(names.get(t) ?? `unknown transition from ${t.source.id}`);
      }
    },
  });
  actor.start();
  assertLegal(actor.getSnapshot().context, 'at the start');
  events.forEach((e, i) => {
    actor.send(e);
    assertLegal(actor.getSnapshot().context, `after event ${i + 1} ${JSON.stringify(e)}`);
  });
  const last = actor.getSnapshot();
  actor.stop();
  return { taken, entered, last };
}

function traverse(name: string, rs: string) {
  const input = inputOf(name, rs);
  return {
    input,
    paths: getShortestPaths(chargeMachine, { input, events: eventsFor, serializeState: byEvent }),
  };
}

/** The fixture whose final paths are checked, traversed once in the file (kept for the final paths' test). */
const FINAL = { name: 'line-and-guns', rs: 'la-bataille' };
let finalTraversal: ReturnType<typeof traverse> | undefined;
function pathsOf(name: string, rs: string): ReturnType<typeof traverse> {
  if (name !== FINAL.name || rs !== FINAL.rs) return traverse(name, rs);
  finalTraversal ??= traverse(name, rs);
  return finalTraversal;
}

describe('model-based coverage of the charge machine (xstate/graph)', () => {
  const model = machineModel();
  const taken = new Set<string>();
  const entered = new Set<string>();
  const pathsPer: Record<string, number> = {};

  // Every fixture under every bundled ruleset: the flight and pursuit doctrines are states of the same machine.
  const cases = bundledRulesetIds().flatMap((rs) => Object.keys(FIXTURES).map((name) => [name, rs] as const));
  for (const [name, rs] of cases) {
    it(`fixture ${name} under ${rs}: every shortest path plays on a live actor to the state the graph predicted`, () => {
      const { input, paths } = pathsOf(name, rs);
      pathsPer[`${name} ${rs}`] = paths.length;
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        const events = path.steps
          .map((s) => s.event)
          .filter((e) => (e.type as string) !== 'xstate.init') as ChargeEvent[];
        const run = play(input, events, model.transitions);
        run.taken.forEach((t) => {
          taken.add(t);
        });
        run.entered.forEach((s) => {
          entered.add(s);
        });
        // The live actor ends in the (abstract) state the graph said the path ends in.
        expect(abstract(run.last)).toBe(abstract(path.state));
      }
    }, 60_000);
  }

  it('the paths together enter every state node of the machine', () => {
    const missing = [...model.states].filter((s) => !entered.has(s));
    expect(missing, `states no path reaches (add a fixture): ${missing.join(', ')}`).toEqual([]);
  });

  it('the paths together take every transition of the machine', () => {
    const names = new Set(model.transitions.values());
    const missing = [...names].filter((t) => !taken.has(t));
    expect(missing, `transitions no path takes (add a fixture): ${missing.join(', ')}`).toEqual([]);
    expect([...taken].filter((t) => t.startsWith('unknown'))).toEqual([]);
  });

  it('every final path ends in the final state with an ending', () => {
    // The shortest paths to the states where the charge is done: those of the whole traversal that
    // end there (what getShortestPaths' toState gives, without traversing the graph again; a done
    // state takes no event, so stopping at it changes no other path).
    const done = pathsOf(FINAL.name, FINAL.rs).paths.filter((p) => p.state.status === 'done');
    expect(done.length).toBeGreaterThan(0);
    for (const p of done) {
      expect(p.state.value).toBe('ended');
      expect(p.state.context.ending?.decidedBy).toBeTypeOf('string');
    }
  });
});
