import type { Draft } from 'immer';
import { terrainAt, unitById } from '../procedure/board.ts';
import { produce } from '../procedure/immer.ts';
import type { ChargeState } from '../procedure/state.ts';
import { holdBackLeadership, holdBackPasses } from './6e/hold-back.ts';
import { RULE } from './rules.ts';
import { tell } from './say.ts';

/**
 * The name of a unit an answer or a roll names: it is on the board (the flight step asks the cause and
 * the flight roll of a fleeing unit on the board, the pursuit declarations, tests and rolls of pursuers
 * before they move, and the new flight of an enemy the pursuit just hit; an answer does not move units).
 */
const nameOf = (s: ChargeState, id: string) => unitById(s.board, id)!.name;

/** Answers a doctrine choice (cause of flight, whom to pursue, hold back, the order of flights and pursuits). */
export function answerDoctrineChoice(s: ChargeState, option: number): ChargeState {
  const p = s.pending;
  if (p?.kind !== 'choice') return s;
  const picked = p.options[option]!;
  // the unit the choice is about: the fleeing unit (cause) or the pursuer (whom to pursue, hold back);
  // an order choice is about every unit left to order, and reads the unit its option picks
  const subject = p.subject.units[0]!;
  return produce(s, (d) => {
    d.pending = null;
    const doc = d.doctrine!;
    switch (p.what) {
      case 'flight-cause': {
        const f = doc.flights.find((x) => x.unit === subject && x.outcome === undefined)!;
        const e = unitById(d.board as never, picked.unit!)!;
        f.cause = e.id;
        f.causeHex = { ...e.at };
        tell(d, p.rule, 'doctrine.cause-chosen', {
          unit: nameOf(s, subject),
          cause: e.name,
        });
        break;
      }
      case 'pursue-which':
        doc.pursuers!.find((x) => x.unit === subject)!.target = picked.unit!;
        tell(d, p.rule, 'doctrine.pursues', {
          unit: nameOf(s, subject),
          target: nameOf(s, picked.unit!),
        });
        break;
      case 'hold-back':
        doc.pursuers!.find((x) => x.unit === subject)!.holdBack =
          picked.id === 'attempt' ? 'attempt' : picked.id === 'decline' ? 'declined' : 'no';
        if (picked.id === 'decline')
          tell(d, RULE.holdBack, 'doctrine.declined-freely', {
            unit: nameOf(s, subject),
            terrain: terrainAt(s.board, s.ruleset, unitById(s.board, subject)!.at).name,
          });
        break;
      case 'flight-order':
        doc.order = [...(doc.order ?? []), picked.unit!];
        tell(d, p.rule, 'doctrine.order-picked', {
          unit: nameOf(s, picked.unit!),
          place: doc.order.length,
        });
        break;
      case 'pursuit-order':
        doc.pursuitOrder = [...(doc.pursuitOrder ?? []), picked.unit!];
        tell(d, p.rule, 'doctrine.order-picked', {
          unit: nameOf(s, picked.unit!),
          place: doc.pursuitOrder.length,
        });
        break;
    }
  });
}

/** Reads a doctrine roll (hold-back test, flight, pursuit, a fleeing enemy's new flight) and goes on. */
export function resolveDoctrineRoll(s: ChargeState, roll: number): ChargeState {
  const p = s.pending;
  if (p?.kind !== 'roll') return s;
  const what = p.what;
  // every doctrine roll is one unit's: the pursuer testing or rolling, the fleeing unit, the enemy hit
  const subject = p.subject.units[0]!;
  return produce(s, (d) => {
    d.pending = null;
    const doc = d.doctrine!;
    const u = unitById(s.board, subject);
    const dice = { dice: p.dice, roll };
    if (what === 'hold-back-test') {
      const ld = holdBackLeadership(s.board, s.ruleset, u!);
      const held = holdBackPasses(roll, ld.value);
      doc.pursuers!.find((x) => x.unit === subject)!.holdBack = held ? 'held' : 'failed';
      doc.pursuers!.find((x) => x.unit === subject)!.holdBackRoll = roll;
      tell(
        d,
        RULE.holdBack,
        held ? 'doctrine.held-back' : 'doctrine.not-held',
        { unit: u!.name, roll, leadership: ld.value, from: ld.from },
        dice,
      );
    } else if (what === 'flight-roll') {
      doc.flights.find((x) => x.unit === subject && x.outcome === undefined)!.roll = roll;
      doc.flights.find((x) => x.unit === subject && x.outcome === undefined)!.dice = p.dice as never;
      tell(d, p.rule, 'doctrine.flight-roll', { unit: u!.name, roll, dice: p.dice }, dice);
    } else if (what === 'pursuit-roll') {
      const x = doc.pursuers!.find((y) => y.unit === subject)!;
      x.roll = roll;
      x.dice = p.dice as never;
      tell(d, p.rule, 'doctrine.pursuit-roll', { unit: u!.name, roll, dice: p.dice }, dice);
    } else {
      // 'reflight-roll': the flight and pursuit steps ask no other doctrine roll
      doc.reflights = { ...doc.reflights, [subject]: roll } as Draft<Record<string, number>>;
      tell(d, RULE.reflight, 'doctrine.reflight-roll', { unit: u!.name, roll, dice: p.dice }, dice);
    }
  });
}
