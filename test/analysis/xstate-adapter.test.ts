// The analysis drives XState through one adapter (machines/analysis/xstate-adapter.ts) on its public
// API only. It is written against one XState version: this file fails first when the version moves,
// and checks that what the adapter gives is what a started actor of the machine holds, event by event.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  initialSnapshotOf,
  resolvedSnapshot,
  restoredSnapshot,
  transitionOf,
  XSTATE_VERSION,
} from '../../machines/analysis/xstate-adapter.ts';
import { type ChargeEvent, chargeMachine } from '../../machines/charge.ts';
import type { ChargeSnapshot } from '../../machines/session.ts';
import { manualSource, seededSource } from '../../src/dice/index.ts';
import { ROOT, scenarioAt } from '../support/analysis.ts';

const REF = scenarioAt('data/scenarios/01-reference-charge.json');

/** The version of a package: as package.json asks for it, and as installed in node_modules. */
function versions(name: string): { wanted: string | undefined; installed: string } {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { wanted: pkg.dependencies?.[name] ?? pkg.devDependencies?.[name], installed: installed.version };
}

/** What a test compares of a snapshot: where the machine is, its status and its whole context. */
const seen = (s: ChargeSnapshot) => ({ value: s.value, status: s.status, context: s.context });

describe('the XState adapter', () => {
  it(`is written against xstate ${XSTATE_VERSION}: package.json takes its patch releases only (~) and node_modules holds it`, () => {
    const { wanted, installed } = versions('xstate');
    const advice = `machines/analysis/xstate-adapter.ts drives XState ${XSTATE_VERSION} (a custom actor logic handing its actor scope to the machine's own transition). Check it against the new version (this file), then set XSTATE_VERSION`;
    expect(wanted, `package.json asks for xstate ${wanted}: ${advice}`).toBe(`~${XSTATE_VERSION}`);
    expect(installed, `node_modules holds xstate ${installed}: ${advice}`).toBe(XSTATE_VERSION);
  });

  it('gives, event by event, what a started actor holds: 30 seeded charges of the reference charge', () => {
    let events = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const dice = seededSource(seed);
      if (!dice.ok) throw new Error(dice.error.message);
      const input = { ...REF, dice: dice.value };
      const actor = createActor(chargeMachine, { input });
      actor.start();
      let snap = initialSnapshotOf(input);
      expect(seen(snap)).toEqual(seen(actor.getSnapshot()));
      for (let i = 0; i < 200 && actor.getSnapshot().status === 'active'; i++) {
        const p = actor.getSnapshot().context.pending;
        const event: ChargeEvent = p?.kind === 'choice' ? { type: 'CHOOSE_DEFAULT' } : { type: 'AUTO_ROLL' };
        actor.send(event);
        snap = transitionOf(snap, event);
        events++;
        expect(seen(snap), `seed ${seed}, event ${i + 1}`).toEqual(seen(actor.getSnapshot()));
      }
      expect(actor.getSnapshot().status).toBe('done');
      expect(snap.status).toBe('done');
      actor.stop();
    }
    expect(events).toBeGreaterThan(150);
  });

  it('a refused event: the same snapshot back, as the actor stays where it was', () => {
    const input = { ...REF, dice: manualSource() };
    const actor = createActor(chargeMachine, { input });
    actor.start();
    const before = actor.getSnapshot();
    const snap = initialSnapshotOf(input);
    expect(snap.context.pending?.kind).toBe('roll');
    actor.send({ type: 'CHOOSE', option: 0 });
    expect(actor.getSnapshot()).toBe(before);
    const next = transitionOf(snap, { type: 'CHOOSE', option: 0 });
    expect(next.context).toBe(snap.context);
    expect(next.value).toEqual(snap.value);
  });

  it('restores a persisted snapshot and resolves one from its parts as an actor would', () => {
    const input = { ...REF, dice: manualSource() };
    const actor = createActor(chargeMachine, { input });
    actor.start();
    actor.send({ type: 'ROLL', value: 33 });
    const persisted = structuredClone(actor.getPersistedSnapshot());
    const restored = restoredSnapshot(persisted);
    expect(seen(restored)).toEqual(seen(actor.getSnapshot()));
    const again = resolvedSnapshot(restored.value, restored.context, restored.status);
    expect(seen(again)).toEqual(seen(restored));
    // and steps on from there as the actor does
    actor.send({ type: 'ROLL', value: 4 });
    expect(seen(transitionOf(again, { type: 'ROLL', value: 4 }))).toEqual(seen(actor.getSnapshot()));
  });
});
