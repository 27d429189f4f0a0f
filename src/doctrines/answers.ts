import { type Draft, produce } from 'immer';
import { terrainAt, unitById } from '../procedure/board.ts';
import type { ChargeState } from '../procedure/state.ts';
import { holdBackLeadership, holdBackPasses } from './hold-back.ts';
import { RULE } from './rules.ts';
import { tell } from './say.ts';

/** Answers a doctrine choice (cause of flight, whom to pursue, hold back, the order of flights and pursuits). */
export function answerDoctrineChoice(s: ChargeState, option: number): ChargeState {
  const p = s.pending;
  if (p?.kind !== 'choice') return s;
  const picked = p.options[option]!;
  const subject = p.id.split(':')[1] ?? '';
  return produce(s, (d) => {
    d.pending = null;
    const doc = d.doctrine!;
    switch (p.choice) {
      case 'flight-cause': {
        const f = doc.flights.find((x) => x.unit === subject && x.outcome === undefined)!;
        const e = unitById(d.board as never, picked.id)!;
        f.cause = e.id;
        f.causeHex = { ...e.at };
        tell(d, p.rule, 'doctrine.cause-chosen', {
          unit: unitById(d.board as never, subject)?.name ?? subject,
          cause: e.name,
        });
        break;
      }
      case 'pursue-which':
        doc.pursuers!.find((x) => x.unit === subject)!.target = picked.id;
        tell(d, p.rule, 'doctrine.pursues', {
          unit: unitById(d.board as never, subject)?.name ?? subject,
          target: unitById(d.board as never, picked.id)?.name ?? picked.id,
        });
        break;
      case 'hold-back':
        doc.pursuers!.find((x) => x.unit === subject)!.holdBack =
          picked.id === 'attempt' ? 'attempt' : picked.id === 'decline' ? 'declined' : 'no';
        if (picked.id === 'decline')
          tell(d, RULE.holdBack, 'doctrine.declined-freely', {
            unit: unitById(d.board as never, subject)?.name ?? subject,
            terrain: terrainAt(s.board, s.ruleset, unitById(s.board, subject)!.at).name,
          });
        break;
      case 'flight-order':
        doc.order = [...(doc.order ?? []), picked.id];
        tell(d, p.rule, 'doctrine.order-picked', {
          unit: unitById(d.board as never, picked.id)?.name ?? picked.id,
          place: doc.order.length,
        });
        break;
      case 'pursuit-order':
        doc.pursuitOrder = [...(doc.pursuitOrder ?? []), picked.id];
        tell(d, p.rule, 'doctrine.order-picked', {
          unit: unitById(d.board as never, picked.id)?.name ?? picked.id,
          place: doc.pursuitOrder.length,
        });
        break;
      default:
        break;
    }
  });
}

/** Reads a doctrine roll (hold-back test, flight, pursuit, a fleeing enemy's new flight) and goes on. */
export function resolveDoctrineRoll(s: ChargeState, roll: number): ChargeState {
  const p = s.pending;
  if (p?.kind !== 'roll') return s;
  const [what, subject = ''] = p.id.split(':');
  return produce(s, (d) => {
    d.pending = null;
    const doc = d.doctrine!;
    const u = unitById(s.board, subject);
    const dice = { dice: p.dice, roll };
    if (what === 'hold-back') {
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
    } else if (what === 'flight') {
      doc.flights.find((x) => x.unit === subject && x.outcome === undefined)!.roll = roll;
      doc.flights.find((x) => x.unit === subject && x.outcome === undefined)!.dice = p.dice as never;
      tell(d, p.rule, 'doctrine.flight-roll', { unit: u?.name ?? subject, roll, dice: p.dice }, dice);
    } else if (what === 'pursuit') {
      const x = doc.pursuers!.find((y) => y.unit === subject)!;
      x.roll = roll;
      x.dice = p.dice as never;
      tell(d, p.rule, 'doctrine.pursuit-roll', { unit: u?.name ?? subject, roll, dice: p.dice }, dice);
    } else if (what === 'reflight') {
      doc.reflights = { ...doc.reflights, [subject]: roll } as Draft<Record<string, number>>;
      tell(
        d,
        RULE.reflight,
        'doctrine.reflight-roll',
        { unit: u?.name ?? subject, roll, dice: p.dice },
        dice,
      );
    }
  });
}
