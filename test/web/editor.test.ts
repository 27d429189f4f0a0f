import { describe, expect, it } from 'vitest';
import { procedureSteps } from '../../machines/diagram.ts';
import { ChargeSession } from '../../machines/session.ts';
import { seededSource } from '../../src/dice/index.ts';
import { loadRuleset, loadShippedScenario, shippedScenarios } from '../../web/data.ts';
import {
  addLeader,
  addUnit,
  check,
  draftBoard,
  editable,
  emptyScenario,
  exportable,
  moveStack,
  paintTerrain,
  removePiece,
  resizeBoard,
  setChargingStack,
  setUnitValue,
  toggleTarget,
} from '../../web/editor.ts';
import { LABELS } from '../../web/i18n.ts';
import { actionBox, boardBox, renderScene, sceneOfState } from '../../web/map.ts';
import { decodeScenario, encodeScenario } from '../../web/share.ts';
import { elementsOf } from './drawing.ts';

const rs = (() => {
  const r = loadRuleset('data/rulesets/la-bataille.json');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
function seeded(n: number) {
  const r = seededSource(n);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const names = { a: 'French', b: 'Allies', title: 'Test charge', description: 'made by a test' };

/** A charge built as a person does in the editor: cavalry at 0403 charging infantry at 0402. */
function built() {
  const d = emptyScenario(8, 6, names);
  addUnit(d, rs, '0403', 'a', 'cavalry', 'Hussars');
  addUnit(d, rs, '0402', 'b', 'infantry', 'Line');
  setChargingStack(d, '0403');
  toggleTarget(d, '0402');
  return d;
}

describe('the scenario editor (pure part)', () => {
  it('an empty board is refused by the validator with the reason, a built charge is accepted', () => {
    const empty = check(emptyScenario(8, 6, names));
    expect(empty.ok).toBe(false);
    const d = built();
    const c = check(d);
    expect(c.ok, c.ok ? '' : c.error.message).toBe(true);
    if (c.ok) {
      expect(c.loaded.scenario.charge.attackers).toEqual(['cav-1']);
      expect(c.loaded.scenario.board.units.map((u) => [u.id, u.facing])).toEqual([
        ['cav-1', 0],
        ['inf-1', 3],
      ]);
      // It plays to its end with the engine.
      const s = new ChargeSession({
        scenario: c.loaded.scenario,
        ruleset: c.loaded.ruleset,
        dice: seeded(5),
      });
      expect(s.runToEnd().ok).toBe(true);
      expect(s.done).toBe(true);
    }
  });

  it('places a refusal on the map: the hex of the unit whose value is wrong', () => {
    const d = built();
    setUnitValue(d, rs, 'inf-1', 'morale', 70);
    const c = check(d);
    expect(c.ok).toBe(false);
    if (!c.ok) {
      expect(c.error.message).toMatch(/units\[1\]\.morale: .*d66 value.*70/);
      expect(c.hexes).toEqual(['0402']);
      expect(c.piece).toBe('inf-1');
    }
    paintTerrain(d, '0101', 'lava');
    setUnitValue(d, rs, 'inf-1', 'morale', 43);
    const t = check(d);
    expect(!t.ok && t.hexes).toEqual(['0101']);
  });

  it('a change of arm keeps only the values that arm may have', () => {
    const d = built();
    setUnitValue(d, rs, 'cav-1', 'arm', 'artillery');
    const u = d.units.find((x) => x.id === 'cav-1')!;
    expect(u.weight).toBeUndefined();
    expect(u.readiness).toBeUndefined();
    expect(u.supplied).toBe(true);
    expect(u.formation).toBe('unlimbered');
    expect(d.charge.attackers).toEqual([]);
  });

  it('moves, removes and resizes without leaving dangling references', () => {
    const d = built();
    addLeader(d, '0403', 'a', 'Murat');
    moveStack(d, '0403', '0503');
    expect(d.units.find((u) => u.id === 'cav-1')!.at).toBe('0503');
    expect(d.leaders[0]!.at).toBe('0503');
    expect(check(d).ok).toBe(false); // 0503 is not adjacent to 0402... the validator says so
    moveStack(d, '0503', '0403');
    removePiece(d, 'cav-1');
    expect(d.charge.attackers).toEqual([]);
    resizeBoard(d, 4, 2);
    expect(d.units).toEqual([]);
    expect(d.charge.targets).toEqual([]);
  });

  it('draws a broken draft anyway, and exports without the default ruleset path', () => {
    const d = built();
    d.units.push({ ...d.units[0]!, id: 'bad', at: 'x' });
    const board = draftBoard(d, rs);
    expect(board.units.map((u) => u.id)).toEqual(['cav-1', 'inf-1']);
    const named = editable({ ...built(), ruleset: '../rulesets/la-bataille.json' });
    expect(exportable(named).ruleset).toBeUndefined();
    expect(named.ruleset).toBe('../rulesets/la-bataille.json');
  });

  it('round-trips a scenario through the link text, and refuses a text it did not write', async () => {
    const d = built();
    const text = await encodeScenario(d);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeScenario(text)).toEqual({ ok: true, value: d });
    const refused = await decodeScenario('not-a-link');
    expect(!refused.ok && refused.error.code).toBe('link/unreadable');
  });
});

describe('the map and the step names', () => {
  it('every log step of every shipped scenario is a machine state with a title (no raw ids on the page)', () => {
    const titled = new Set(
      procedureSteps()
        .filter((st) => st.title !== st.key)
        .map((st) => st.path),
    );
    for (const s of shippedScenarios()) {
      const l = loadShippedScenario(s.file);
      if (!l.ok) continue;
      const session = new ChargeSession({
        scenario: l.value.scenario,
        ruleset: l.value.ruleset,
        dice: seeded(3),
      });
      session.runToEnd();
      for (const e of session.state.log) expect(titled.has(e.step), `${s.file} ${e.step}`).toBe(true);
    }
  });

  it('fits the view to the charge, smaller than the whole board', () => {
    const l = loadShippedScenario('data/scenarios/01-reference-charge.json');
    if (!l.ok) throw new Error(l.error.message);
    const s = new ChargeSession({ scenario: l.value.scenario, ruleset: l.value.ruleset, dice: seeded(1) });
    const scene = sceneOfState(s.state, 0);
    const a = actionBox(scene);
    const b = boardBox(scene.board);
    expect(a.w).toBeLessThan(b.w);
    const svg = renderScene(scene, { hexsides: true, zoc: false, labels: LABELS.en });
    // Facings and hexside classes are drawn after (above) the counters.
    const order = elementsOf(svg).map((n) => n.attrs.class);
    expect(order.indexOf('units')).toBeGreaterThan(0);
    expect(order.indexOf('facings')).toBeGreaterThan(order.indexOf('units'));
    expect(order.indexOf('hexsides')).toBeGreaterThan(order.indexOf('units'));
  });
});
