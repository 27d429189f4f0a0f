/**
 * What a host sees of every shipped charge played with its own dice: each request in turn as data (a
 * roll: its id, what it asks, the side that rolls, its dice, rule and words; a choice: the same and its
 * options' words and default) and the one-line ending. Each was checked against the procedure of seed
 * 003 (a stand check and the fire are d66, the column-shift and recall dice a d6, the melee roll d66 at
 * the final odds, a retreat or rout path a choice under 13.2.4) and against ruling R61 (who answers).
 * Written to kill the surviving mutants of the request builders of src/procedure and src/doctrines
 * (docs/mutation.md). The words are keys and parameters; test/narration renders them.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../cli/load.ts';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import { endingText } from '../../src/narration/narrate.ts';
import type { Pending, Words } from '../../src/procedure/state.ts';

/** Words as one line: the key, then each parameter as name=value. */
function words(w: Words): string {
  return [w.key, ...Object.entries(w.params).map(([k, v]) => `${k}=${v}`)].join(' ');
}

/** A request as one line; the options of a path choice are counted, not listed (test/hex pins paths). */
function line(p: Pending): string {
  const head = `${p.kind} ${p.id} ${p.what} by ${p.side} (${p.rule})`;
  if (p.kind === 'roll') return `${head} ${p.dice}: ${words(p.say)}`;
  const options =
    p.what === 'retreat-path'
      ? `${p.options.length} paths`
      : p.options.map((o) => `${o.id}=${words(o.say)}`).join(' | ');
  return `${head}: ${words(p.say)} [${options}], default ${p.defaultOption}`;
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
      'roll stand-check-0 stand-check by british (19.6) d66: request.stand-check hex=0606',
      'roll column-shift-0 column-shift-die by british (19.6) d6: request.column-shift-die hex=0606',
      'roll fire-0 defensive-fire by british (step 3) d66: request.defensive-fire hex=0606',
      'choice use-leader use-leader by french (step 5): request.use-leader leaders.length=1 leaders.0=Milhaud [commit=option.commit-leader modifiers=+2 | hold=option.hold-leader], default 0',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=2:1',
      'choice path-rout-br-52-foot+br-rha-bull retreat-path by british (13.2.4): request.retreat-path.rout stack=52nd Foot + Royal Horse Artillery (Bull) hexes=10 count=12 [12 paths], default 0',
      'roll recall recall by french (19.8) d6: request.recall',
      'roll pursuit-melee pursuit-melee by french (19.11) d66: request.pursuit-melee',
    ],
    ending: 'melee at 2:1, attackers routed, defenders routed, not-recalled',
  },
  '02-stand-failed-disorder.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll fire-0 defensive-fire by austrian (step 3) d66: request.defensive-fire hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=2:1',
    ],
    ending: 'melee at 2:1, attackers good, defenders disordered',
  },
  '03-stand-failed-rout.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'choice path-rout-au-ir4 retreat-path by austrian (13.2.4): request.retreat-path.rout stack=IR 4 Hoch- und Deutschmeister hexes=10 count=12 [12 paths], default 0',
      'roll recall recall by french (19.8) d6: request.recall',
      'choice trample trample by french (19.8): request.trample [0=option.trample unit=IR 4 Hoch- und Deutschmeister increments=1 cost=11 | none=option.no-trample], default 0',
    ],
    ending: 'attackers good, defenders routed, recalled',
  },
  '04-square.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll fire-0 defensive-fire by austrian (step 3) d66: request.defensive-fire hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=1:1',
      'choice path-bounce-fr-cuirassiers retreat-path by french (13.2.4): request.retreat-path.bounce stack=4e Cuirassiers hexes=1 count=3 [3 paths], default 0',
    ],
    ending: 'melee at 1:1, attackers good, defenders good',
  },
  '05-general-order.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll fire-0 defensive-fire by austrian (step 3) d66: request.defensive-fire hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=3:1',
      'choice path-retreat-au-grenz retreat-path by austrian (13.2.4): request.retreat-path.retreat stack=Warasdiner Grenzer hexes=1 count=3 [3 paths], default 0',
    ],
    ending: 'melee at 3:1, attackers disordered, defenders disordered',
  },
  '06-special-structure.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll column-shift-0 column-shift-die by austrian (19.6) d6: request.column-shift-die hex=0811',
      'roll fire-0 defensive-fire by austrian (step 3) d66: request.defensive-fire hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=3:1',
    ],
    ending: 'melee at 3:1, attackers good, defenders disordered',
  },
  '07-lone-unsupplied-artillery.json': {
    requests: [],
    ending: 'attackers good, defenders eliminated',
  },
  '08-fire-eliminates-chargers.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll column-shift-0 column-shift-die by austrian (19.6) d6: request.column-shift-die hex=0811',
      'roll fire-0 defensive-fire by austrian (step 3) d66: request.defensive-fire hex=0811',
    ],
    ending: 'attackers eliminated, defenders good',
  },
  '09-cavalry-vs-cavalry.json': {
    requests: [
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=3:1',
      'choice path-retreat-au-chl retreat-path by austrian (13.2.4): request.retreat-path.retreat stack=Chevaulegers Rgt. Klenau hexes=2 count=7 [7 paths], default 0',
    ],
    ending: 'melee at 3:1, attackers disordered, defenders disordered',
  },
  '10-against-routed.json': {
    requests: [
      'choice path-rout-au-ir4 retreat-path by austrian (13.2.4): request.retreat-path.rout stack=IR 4 Hoch- und Deutschmeister hexes=10 count=12 [12 paths], default 0',
      'roll recall recall by french (19.8) d6: request.recall',
    ],
    ending: 'attackers routed, defenders routed, not-recalled',
  },
  '11-recall-trample.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll column-shift-0 column-shift-die by austrian (19.6) d6: request.column-shift-die hex=0811',
      'roll fire-0 defensive-fire by austrian (step 3) d66: request.defensive-fire hex=0811',
      'choice use-leader use-leader by french (step 5): request.use-leader leaders.length=1 leaders.0=Milhaud [commit=option.commit-leader modifiers=+2 | hold=option.hold-leader], default 0',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=3:1',
      'choice path-rout-au-ir4 retreat-path by austrian (13.2.4): request.retreat-path.rout stack=IR 4 Hoch- und Deutschmeister hexes=10 count=12 [12 paths], default 0',
      'roll recall recall by french (19.8) d6: request.recall',
      'choice trample trample by french (19.8): request.trample [0=option.trample unit=IR 4 Hoch- und Deutschmeister increments=3 cost=15 | none=option.no-trample], default 0',
    ],
    ending: 'melee at 3:1, attackers disordered, defenders routed, recalled',
  },
  '12-pursuit-fresh-enemy.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll column-shift-0 column-shift-die by austrian (19.6) d6: request.column-shift-die hex=0811',
      'roll fire-0 defensive-fire by austrian (step 3) d66: request.defensive-fire hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=3:1',
      'choice path-rout-au-ir4 retreat-path by austrian (13.2.4): request.retreat-path.rout stack=IR 4 Hoch- und Deutschmeister hexes=10 count=12 [12 paths], default 0',
      'roll recall recall by french (19.8) d6: request.recall',
      'roll pursuit-melee pursuit-melee by french (19.11) d66: request.pursuit-melee',
    ],
    ending: 'melee at 3:1, attackers routed, defenders routed, not-recalled',
  },
  '13-overwhelming.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll fire-0 defensive-fire by austrian (step 3) d66: request.defensive-fire hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=6:1',
    ],
    ending: 'melee at 6:1, attackers disordered, defenders surrendered',
  },
  '14-desperate.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll column-shift-0 column-shift-die by austrian (19.6) d6: request.column-shift-die hex=0811',
      'roll fire-0 defensive-fire by austrian (step 3) d66: request.defensive-fire hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=1:1',
    ],
    ending: 'melee at 1:1, attackers surrendered, defenders good',
  },
  '31-flight-6e-pursuit-new-charge.json': {
    requests: [
      'choice flight-cause:br-44-foot flight-cause by british (002 direction 1): request.flight-cause.strength unit=44th Foot [fr-7-hussars=option.unit-at unit=7e Hussards hex=0607 | fr-8-hussars=option.unit-at unit=8e Hussards hex=0607], default 0',
      'choice hold-back:fr-7-hussars hold-back by french (000 avoid): request.hold-back.test unit=7e Hussards [pursue=option.pursue | attempt=option.attempt-hold-back], default 0',
      'choice hold-back:fr-8-hussars hold-back by french (000 avoid): request.hold-back.test unit=8e Hussards [pursue=option.pursue | attempt=option.attempt-hold-back], default 0',
      'roll flight:br-44-foot flight-roll by british (002 distance) 5d6: request.flight-roll.cm unit=44th Foot',
      'roll pursuit:fr-7-hussars pursuit-roll by french (000 distance) 8d6: request.pursuit-roll.cm unit=7e Hussards',
      'roll pursuit:fr-8-hussars pursuit-roll by french (000 distance) 8d6: request.pursuit-roll.cm unit=8e Hussards',
    ],
    ending: 'attackers good, defenders eliminated',
  },
  '32-flight-pursuit-8e-destroyed-charge.json': {
    requests: [
      'choice flight-cause:br-30-foot flight-cause by french (001 flight): request.flight-cause.ranks unit=30th Foot [fr-5-dragoons=option.unit-at unit=5e Dragons hex=0607 | fr-9-cuirassiers=option.unit-at unit=9e Cuirassiers hex=0607], default 0',
      'roll flight:br-30-foot flight-roll by british (001 rolls) 2d6: request.flight-roll.inches unit=30th Foot',
      'choice pursuit-order pursuit-order by french (001 order): request.pursuit-order [fr-5-dragoons=option.next unit=5e Dragons | fr-9-cuirassiers=option.next unit=9e Cuirassiers], default 0',
      'roll pursuit:fr-5-dragoons pursuit-roll by french (001 rolls) 2d6: request.pursuit-roll.inches unit=5e Dragons',
      'roll pursuit:fr-9-cuirassiers pursuit-roll by french (001 rolls) 2d6: request.pursuit-roll.inches unit=9e Cuirassiers',
    ],
    ending: 'attackers good, defenders eliminated',
  },
  '33-flight-6e-around-friends-off-map.json': {
    requests: [
      'choice hold-back:fr-2-chasseurs hold-back by french (000 avoid): request.hold-back.test unit=2e Chasseurs [pursue=option.pursue | attempt=option.attempt-hold-back], default 0',
      'roll flight:br-4-foot flight-roll by british (002 distance) 5d6: request.flight-roll.cm unit=4th Foot',
      'roll pursuit:fr-2-chasseurs pursuit-roll by french (000 distance) 8d6: request.pursuit-roll.cm unit=2e Chasseurs',
    ],
    ending: 'attackers off the map, defenders eliminated',
  },
  '36-flight-6e-attackers-rout-chateau-declines.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=2:1',
      'choice hold-back:au-ir49 hold-back by austrian (000 avoid): request.hold-back.free unit=IR 49 Hessen-Homburg terrain=chateau [pursue=option.pursue | decline=option.decline-freely terrain=chateau], default 0',
      'roll flight:fr-3-hussars flight-roll by french (002 distance) 8d6: request.flight-roll.cm unit=3e Hussards',
      'roll pursuit:au-ir49 pursuit-roll by austrian (000 distance) 5d6: request.pursuit-roll.cm unit=IR 49 Hessen-Homburg',
    ],
    ending: 'melee at 2:1, attackers routed, defenders good',
  },
  '36-flight-6e-attackers-rout-infantry-pursues.json': {
    requests: [
      'roll stand-check-0 stand-check by austrian (19.6) d66: request.stand-check hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=2:1',
      'choice hold-back:au-ir4 hold-back by austrian (000 avoid): request.hold-back.test unit=IR 4 Hoch- und Deutschmeister [pursue=option.pursue | attempt=option.attempt-hold-back], default 0',
      'roll flight:fr-3-hussars flight-roll by french (002 distance) 8d6: request.flight-roll.cm unit=3e Hussards',
      'roll pursuit:au-ir4 pursuit-roll by austrian (000 distance) 5d6: request.pursuit-roll.cm unit=IR 4 Hoch- und Deutschmeister',
    ],
    ending: 'melee at 2:1, attackers eliminated, defenders disordered',
  },
  '37-flight-pursuit-8e-attackers-rout.json': {
    requests: [
      'roll stand-check-0 stand-check by british (19.6) d66: request.stand-check hex=0811',
      'roll fire-0 defensive-fire by british (step 3) d66: request.defensive-fire hex=0811',
      'roll melee melee-roll by french (step 5) d66: request.melee-roll odds=2:1',
      'roll flight:fr-6-dragoons flight-roll by french (001 rolls) 2d6: request.flight-roll.inches unit=6e Dragons',
      'roll pursuit:br-52-foot pursuit-roll by british (001 rolls) 2d6: request.pursuit-roll.inches unit=52nd Foot',
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
