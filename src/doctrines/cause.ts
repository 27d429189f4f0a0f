import type { Board } from '../model/board.ts';
import { hexLabel, sameHex } from '../model/coord.ts';
import type { Unit } from '../model/unit.ts';
import { subjectOf, words } from '../procedure/request.ts';
import type { ChargeState } from '../procedure/state.ts';
import type { Next } from './doctrine.ts';
import type { FlightRecord } from './progress.ts';
import { tell } from './say.ts';
import { doctrineSettings } from './settings.ts';

type Settings = ReturnType<typeof doctrineSettings>;

/** How a doctrine settles the enemy a unit flees from (seed 002 priority 1; seed 001). */
export interface CauseOfFlight {
  /** The score of an enemy of the combat: the highest is the cause (6e unit strength, 8e full ranks). */
  readonly score: (u: Unit, s: Settings) => number;
  /** The side that picks among enemies tied for the highest score (6e the fleeing unit's, 8e the pursuing side). */
  readonly chooser: (fleeing: Unit, tied: readonly Unit[]) => string;
  /** The request of that choice. */
  readonly request: 'request.flight-cause.strength' | 'request.flight-cause.ranks';
  /** The log key of a cause settled without a choice. */
  readonly settled: 'doctrine.cause-6e' | 'doctrine.cause-8e';
  /** The rule of the cause (its choice and its entry). */
  readonly rule: string;
}

/**
 * The enemies a fleeing unit may flee from, best first, and how many tie for best: seed 002 priority 1
 * (the enemy in the combat with the highest unit strength) or seed 001 (the most full ranks).
 */
export function causeCandidates(
  board: Board,
  f: FlightRecord,
  side: string,
  cause: Pick<CauseOfFlight, 'score'>,
  s: Settings,
): { readonly best: readonly Unit[]; readonly all: readonly Unit[] } {
  const all = board.units.filter((u) => u.side !== side && f.awayFrom.some((h) => sameHex(h, u.at)));
  const score = (u: Unit) => cause.score(u, s);
  const top = Math.max(...all.map(score));
  return { best: all.filter((u) => score(u) === top), all };
}

/** The cause of flight `f` of unit `u`: a choice when enemies tie for it, else settled and logged. */
export function causeNext(s: ChargeState, f: FlightRecord, u: Unit, cause: CauseOfFlight): Next {
  const ds = doctrineSettings(s.ruleset);
  const c = causeCandidates(s.board, f, u.side, cause, ds);
  if (c.best.length > 1) {
    return {
      pending: {
        kind: 'choice',
        id: `flight-cause:${f.unit}`,
        what: 'flight-cause',
        subject: subjectOf([u]),
        side: cause.chooser(u, c.best),
        say: words(cause.request, { unit: u.name }),
        rule: cause.rule,
        options: c.best.map((e) => ({
          id: e.id,
          say: words('option.unit-at', { unit: e.name, hex: hexLabel(e.at) }),
          unit: e.id,
          hex: e.at,
          path: [e.at],
        })),
        defaultOption: 0,
      },
    };
  }
  return {
    auto: (d) => {
      const x = d.doctrine!.flights.find((y) => y.unit === f.unit && y.outcome === undefined)!;
      const e = c.best[0];
      x.cause = e?.id ?? '';
      x.causeHex = e ? { ...e.at } : { ...f.awayFrom[0]! };
      tell(d, cause.rule, cause.settled, {
        unit: u.name,
        cause: e?.name ?? 'the charge',
        value: e ? cause.score(e, ds) : 0,
      });
    },
  };
}
