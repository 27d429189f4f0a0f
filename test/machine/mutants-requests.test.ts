/**
 * What a host sees of every shipped charge played with its own dice: each request in turn (a roll: its
 * id, dice and rule; a choice: its options and default) with the words that tell the player what it is
 * for, and the one-line ending. Each was checked against the procedure of seed 003 (a stand check and
 * the fire are d66, the column-shift and recall dice a d6, the melee roll d66 at the final odds, a retreat
 * or rout path a choice under 13.2.4). Written to kill the surviving mutants of the request builders of
 * src/procedure and src/doctrines (docs/mutation.md).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import { endingText } from '../../src/narration/narrate.ts';
import type { Pending } from '../../src/procedure/state.ts';

/** A request as one line; the options of a path choice are counted, not listed (test/hex pins paths). */
function line(p: Pending): string {
  if (p.kind === 'roll') return `roll ${p.id} ${p.dice} (${p.rule}): ${p.purpose}`;
  const options =
    p.choice === 'retreat-path'
      ? `${p.options.length} paths`
      : p.options.map((o) => `${o.id}=${o.label}`).join(' | ');
  return `choice ${p.id} ${p.choice} (${p.rule}): ${p.purpose} [${options}], default ${p.defaultOption}`;
}

/** Plays a shipped scenario with its dice script and default choices, noting every request. */
function requests(file: string): { requests: string[]; ending: string | undefined } {
  const l = loadScenario(`data/scenarios/${file}`);
  if (!l.ok) throw new Error(l.error.message);
  const s = new ChargeSession({ ...l.value, dice: scriptSource(l.value.scenario.dice?.script ?? []) });
  const seen: string[] = [];
  for (let i = 0; i < 200 && !s.done; i++) {
    const p = s.pending;
    if (p) seen.push(line(p));
    const r = p?.kind === 'choice' ? s.chooseDefault() : s.autoRoll();
    if (!r.ok) throw new Error(r.error.message);
  }
  expect(s.done).toBe(true);
  return { requests: seen, ending: s.state.ending && endingText(s.state.ending) };
}

const EXPECTED: Record<string, { requests: string[]; ending: string }> = {
  '01-reference-charge.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0606 against the charge',
      'roll column-shift-0 d6 (19.6): column-shift die of the stack at 0606, which stood',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0606',
      'choice use-leader use-leader (step 5): commit Milhaud to the melee roll [commit=commit (+2) | hold=hold the leader back], default 0',
      'roll melee d66 (step 5): melee roll at 2:1',
      'choice path-rout-br-52-foot+br-rha-bull retreat-path (13.2.4): rout path of 52nd Foot + Royal Horse Artillery (Bull) (10 hexes): 12 paths are equal on every priority [12 paths], default 0',
      'roll recall d6 (19.8): recall roll of the charging cavalry',
      'roll pursuit-melee d66 (19.11): melee of the pursuing cavalry with the first enemy it touched',
    ],
    ending: 'melee at 2:1, attackers routed, defenders routed, not-recalled',
  },
  '02-stand-failed-disorder.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
      'roll melee d66 (step 5): melee roll at 2:1',
    ],
    ending: 'melee at 2:1, attackers good, defenders disordered',
  },
  '03-stand-failed-rout.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'choice path-rout-au-ir4 retreat-path (13.2.4): rout path of IR 4 Hoch- und Deutschmeister (10 hexes): 12 paths are equal on every priority [12 paths], default 0',
      'roll recall d6 (19.8): recall roll of the charging cavalry',
      'choice trample trample (19.8): recalled cavalry may trample routed units [0=trample IR 4 Hoch- und Deutschmeister: 1 increments for 11 MP | none=do not trample], default 0',
    ],
    ending: 'attackers good, defenders routed, recalled',
  },
  '04-square.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
      'roll melee d66 (step 5): melee roll at 1:1',
      'choice path-bounce-fr-cuirassiers retreat-path (13.2.4): bounce path of 4e Cuirassiers (1 hexes): 3 paths are equal on every priority [3 paths], default 0',
    ],
    ending: 'melee at 1:1, attackers good, defenders good',
  },
  '05-general-order.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
      'roll melee d66 (step 5): melee roll at 3:1',
      'choice path-retreat-au-grenz retreat-path (13.2.4): retreat path of Warasdiner Grenzer (1 hexes): 3 paths are equal on every priority [3 paths], default 0',
    ],
    ending: 'melee at 3:1, attackers disordered, defenders disordered',
  },
  '06-special-structure.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll column-shift-0 d6 (19.6): column-shift die of the stack at 0811, which stood',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
      'roll melee d66 (step 5): melee roll at 3:1',
    ],
    ending: 'melee at 3:1, attackers good, defenders disordered',
  },
  '07-lone-unsupplied-artillery.json': {
    requests: [],
    ending: 'attackers good, defenders eliminated',
  },
  '08-fire-eliminates-chargers.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll column-shift-0 d6 (19.6): column-shift die of the stack at 0811, which stood',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
    ],
    ending: 'attackers eliminated, defenders good',
  },
  '09-cavalry-vs-cavalry.json': {
    requests: [
      'roll melee d66 (step 5): melee roll at 3:1',
      'choice path-retreat-au-chl retreat-path (13.2.4): retreat path of Chevaulegers Rgt. Klenau (2 hexes): 7 paths are equal on every priority [7 paths], default 0',
    ],
    ending: 'melee at 3:1, attackers disordered, defenders disordered',
  },
  '10-against-routed.json': {
    requests: [
      'choice path-rout-au-ir4 retreat-path (13.2.4): rout path of IR 4 Hoch- und Deutschmeister (10 hexes): 12 paths are equal on every priority [12 paths], default 0',
      'roll recall d6 (19.8): recall roll of the charging cavalry',
    ],
    ending: 'attackers routed, defenders routed, not-recalled',
  },
  '11-recall-trample.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll column-shift-0 d6 (19.6): column-shift die of the stack at 0811, which stood',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
      'choice use-leader use-leader (step 5): commit Milhaud to the melee roll [commit=commit (+2) | hold=hold the leader back], default 0',
      'roll melee d66 (step 5): melee roll at 3:1',
      'choice path-rout-au-ir4 retreat-path (13.2.4): rout path of IR 4 Hoch- und Deutschmeister (10 hexes): 12 paths are equal on every priority [12 paths], default 0',
      'roll recall d6 (19.8): recall roll of the charging cavalry',
      'choice trample trample (19.8): recalled cavalry may trample routed units [0=trample IR 4 Hoch- und Deutschmeister: 3 increments for 15 MP | none=do not trample], default 0',
    ],
    ending: 'melee at 3:1, attackers disordered, defenders routed, recalled',
  },
  '12-pursuit-fresh-enemy.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll column-shift-0 d6 (19.6): column-shift die of the stack at 0811, which stood',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
      'roll melee d66 (step 5): melee roll at 3:1',
      'choice path-rout-au-ir4 retreat-path (13.2.4): rout path of IR 4 Hoch- und Deutschmeister (10 hexes): 12 paths are equal on every priority [12 paths], default 0',
      'roll recall d6 (19.8): recall roll of the charging cavalry',
      'roll pursuit-melee d66 (19.11): melee of the pursuing cavalry with the first enemy it touched',
    ],
    ending: 'melee at 3:1, attackers routed, defenders routed, not-recalled',
  },
  '13-overwhelming.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
      'roll melee d66 (step 5): melee roll at 6:1',
    ],
    ending: 'melee at 6:1, attackers disordered, defenders surrendered',
  },
  '14-desperate.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll column-shift-0 d6 (19.6): column-shift die of the stack at 0811, which stood',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
      'roll melee d66 (step 5): melee roll at 1:1',
    ],
    ending: 'melee at 1:1, attackers surrendered, defenders good',
  },
  '31-flight-6e-pursuit-new-charge.json': {
    requests: [
      'choice flight-cause:br-44-foot flight-cause (002 direction 1): enemy 44th Foot flees from (equal unit strength: its controller chooses) [fr-7-hussars=7e Hussards at 0607 | fr-8-hussars=8e Hussards at 0607], default 0',
      'choice hold-back:fr-7-hussars hold-back (000 avoid): whether 7e Hussards tries to hold back (Leadership test) instead of pursuing [pursue=pursue | attempt=try to hold back: 2D6 <= Leadership], default 0',
      'choice hold-back:fr-8-hussars hold-back (000 avoid): whether 8e Hussards tries to hold back (Leadership test) instead of pursuing [pursue=pursue | attempt=try to hold back: 2D6 <= Leadership], default 0',
      'roll flight:br-44-foot 5d6 (002 distance): flight roll of 44th Foot (cm)',
      'roll pursuit:fr-7-hussars 8d6 (000 distance): pursuit roll of 7e Hussards (cm)',
      'roll pursuit:fr-8-hussars 8d6 (000 distance): pursuit roll of 8e Hussards (cm)',
    ],
    ending: 'attackers good, defenders eliminated',
  },
  '32-flight-pursuit-8e-destroyed-charge.json': {
    requests: [
      'choice flight-cause:br-30-foot flight-cause (001 flight): enemy 30th Foot flees from (equal full ranks: the pursuing side chooses) [fr-5-dragoons=5e Dragons at 0607 | fr-9-cuirassiers=9e Cuirassiers at 0607], default 0',
      'roll flight:br-30-foot 2d6 (001 rolls): flight roll of 30th Foot (inches)',
      'choice pursuit-order pursuit-order (001 order): which pursuing unit rolls pursuit and moves next (its controller chooses) [fr-5-dragoons=5e Dragons next | fr-9-cuirassiers=9e Cuirassiers next], default 0',
      'roll pursuit:fr-5-dragoons 2d6 (001 rolls): pursuit roll of 5e Dragons (inches)',
      'roll pursuit:fr-9-cuirassiers 2d6 (001 rolls): pursuit roll of 9e Cuirassiers (inches)',
    ],
    ending: 'attackers good, defenders eliminated',
  },
  '33-flight-6e-around-friends-off-map.json': {
    requests: [
      'choice hold-back:fr-2-chasseurs hold-back (000 avoid): whether 2e Chasseurs tries to hold back (Leadership test) instead of pursuing [pursue=pursue | attempt=try to hold back: 2D6 <= Leadership], default 0',
      'roll flight:br-4-foot 5d6 (002 distance): flight roll of 4th Foot (cm)',
      'roll pursuit:fr-2-chasseurs 8d6 (000 distance): pursuit roll of 2e Chasseurs (cm)',
    ],
    ending: 'attackers off the map, defenders eliminated',
  },
  '36-flight-6e-attackers-rout-chateau-declines.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll melee d66 (step 5): melee roll at 2:1',
      'choice hold-back:au-ir49 hold-back (000 avoid): whether IR 49 Hessen-Homburg, defending chateau, pursues or stays (its free choice, no test) [pursue=pursue | decline=stay in the chateau: decline freely, no test], default 0',
      'roll flight:fr-3-hussars 8d6 (002 distance): flight roll of 3e Hussards (cm)',
      'roll pursuit:au-ir49 5d6 (000 distance): pursuit roll of IR 49 Hessen-Homburg (cm)',
    ],
    ending: 'melee at 2:1, attackers routed, defenders good',
  },
  '36-flight-6e-attackers-rout-infantry-pursues.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll melee d66 (step 5): melee roll at 2:1',
      'choice hold-back:au-ir4 hold-back (000 avoid): whether IR 4 Hoch- und Deutschmeister tries to hold back (Leadership test) instead of pursuing [pursue=pursue | attempt=try to hold back: 2D6 <= Leadership], default 0',
      'roll flight:fr-3-hussars 8d6 (002 distance): flight roll of 3e Hussards (cm)',
      'roll pursuit:au-ir4 5d6 (000 distance): pursuit roll of IR 4 Hoch- und Deutschmeister (cm)',
    ],
    ending: 'melee at 2:1, attackers eliminated, defenders disordered',
  },
  '37-flight-pursuit-8e-attackers-rout.json': {
    requests: [
      'roll stand-check-0 d66 (19.6): stand check of the stack at 0811 against the charge',
      'roll fire-0 d66 (step 3): defensive fire of the stack at 0811',
      'roll melee d66 (step 5): melee roll at 2:1',
      'roll flight:fr-6-dragoons 2d6 (001 rolls): flight roll of 6e Dragons (inches)',
      'roll pursuit:br-52-foot 2d6 (001 rolls): pursuit roll of 52nd Foot (inches)',
    ],
    ending: 'melee at 2:1, attackers eliminated, defenders disordered',
  },
};

describe('the requests and the ending of every shipped charge', () => {
  it('covers every shipped scenario', () => {
    const shipped = readdirSync('data/scenarios').filter((f) => f.endsWith('.json'));
    expect(Object.keys(EXPECTED).sort()).toEqual(shipped.sort());
  });
  for (const [file, want] of Object.entries(EXPECTED)) {
    it(file, () => {
      expect(requests(file)).toEqual(want);
    });
  }
});
