import { describe, expect, it } from 'vitest';
import { boardViolations } from '../../machines/index.ts';
import { ChargeSession } from '../../machines/session.ts';
import { scriptSource } from '../../src/dice/index.ts';
import type { Unit } from '../../src/model/unit.ts';
import type { ChargeState } from '../../src/procedure/state.ts';
import { load, play } from '../support/charges.ts';

/** The reference charge at its first request (the stand check): a legal state to break one way at a time. */
function fresh(): ChargeState {
  const l = load('01-reference-charge.json');
  return new ChargeSession({ ...l, dice: scriptSource([]) }).state;
}

const codes = (s: ChargeState) => boardViolations(s).map((v) => v.code);

function withUnits(s: ChargeState, f: (u: Unit) => Unit): ChargeState {
  return { ...s, board: { ...s.board, units: s.board.units.map(f) } };
}

describe('boardViolations', () => {
  it('finds nothing wrong in a legal state, at rest or ended', () => {
    expect(boardViolations(fresh())).toEqual([]);
    expect(boardViolations(play('01-reference-charge.json').state)).toEqual([]);
  });

  it('over-stacking names the hex, the units and the limit', () => {
    const s = fresh();
    const extra = s.board.units
      .filter((u) => u.id === 'fr-1-cuirassiers')
      .map((u, i) => ({ ...u, id: `x${i}` }));
    const t = { ...s, board: { ...s.board, units: [...s.board.units, ...extra, { ...extra[0]!, id: 'y' }] } };
    const v = boardViolations(t).filter((x) => x.code === 'board/over-stacking');
    expect(v).toEqual([
      {
        code: 'board/over-stacking',
        message: 'hex 0607 holds 4 units (fr-1-cuirassiers, fr-2-lanciers, x0, y); the stacking limit is 3',
        hex: { col: 6, row: 7 },
        pieces: ['fr-1-cuirassiers', 'fr-2-lanciers', 'x0', 'y'],
      },
    ]);
  });

  it('enemies in one hex, and a leader with enemy units', () => {
    const s = withUnits(fresh(), (u) => (u.id === 'br-52-foot' ? { ...u, at: { col: 6, row: 7 } } : u));
    const v = boardViolations(s);
    expect(v.map((x) => x.code)).toContain('board/enemies-share-hex');
    expect(v.find((x) => x.code === 'board/enemies-share-hex')?.message).toBe(
      'hex 0607 holds enemies (french: fr-1-cuirassiers, fr-2-lanciers; british: br-52-foot)',
    );
    const leaders = s.board.leaders.filter((l) => l.side === 'french');
    expect(leaders.length).toBeGreaterThan(0);
    expect(v.filter((x) => x.code === 'leader/with-enemy').map((x) => x.pieces[0])).toEqual(
      leaders.map((l) => l.id),
    );
  });

  it('a leader left alone by his stack, and a leader who vanished with his stack still on the board', () => {
    const s = fresh();
    const l = s.board.leaders.find((x) => x.side === 'french')!;
    const moved = {
      ...s,
      board: {
        ...s.board,
        leaders: s.board.leaders.map((x) => (x.id === l.id ? { ...x, at: { col: 1, row: 1 } } : x)),
      },
    };
    expect(codes(moved)).toEqual(['leader/without-stack']);
    const gone = { ...s, board: { ...s.board, leaders: s.board.leaders.filter((x) => x.id !== l.id) } };
    expect(codes(gone)).toEqual(['leader/vanished']);
    // with his stack gone (removed), his leaving the board is legal
    const stack = s.board.units.filter((u) => u.side === 'french');
    const both = {
      ...gone,
      board: { ...gone.board, units: gone.board.units.filter((u) => u.side !== 'french') },
      removed: stack.map((unit) => ({ unit, reason: 'eliminated' as const, rule: 't' })),
    };
    expect(codes(both)).toEqual([]);
  });

  it('a unit off the board or in impassable terrain', () => {
    const off = withUnits(fresh(), (u) => (u.id === 'br-52-foot' ? { ...u, at: { col: 16, row: 3 } } : u));
    expect(boardViolations(off).find((v) => v.code === 'board/off-map')?.message).toBe(
      'unit br-52-foot stands at 16,3, off the 16x12 board, yet is kept on it',
    );
    const river = withUnits(fresh(), (u) => (u.id === 'br-52-foot' ? { ...u, at: { col: 13, row: 10 } } : u));
    expect(boardViolations(river).find((v) => v.code === 'board/impassable')?.message).toBe(
      'unit br-52-foot stands in hex 1310, impassable terrain (river)',
    );
  });

  it('increments outside 1..full, gained, and printed values changed', () => {
    const zero = withUnits(fresh(), (u) => (u.id === 'br-52-foot' ? { ...u, increments: 0 } : u));
    expect(boardViolations(zero).map((v) => v.message)).toEqual([
      'unit br-52-foot in hex 0606 has 0 increments (full 8): it is eliminated and must be removed',
    ]);
    const over = withUnits(fresh(), (u) => (u.id === 'fr-2-lanciers' ? { ...u, increments: 7 } : u));
    expect(codes(over)).toEqual(['unit/increments', 'unit/increments-gained']);
    const gained = withUnits(fresh(), (u) => (u.id === 'fr-2-lanciers' ? { ...u, increments: 6 } : u));
    expect(codes(gained)).toEqual(['unit/increments-gained']);
    const printed = withUnits(fresh(), (u) =>
      u.id === 'br-52-foot' ? { ...u, melee: 99, side: 'french' } : u,
    );
    expect(codes(printed)).toContain('unit/printed-values-changed');
    const bad = withUnits(fresh(), (u) =>
      u.id === 'br-52-foot' ? { ...u, facing: 6 as never, formation: 'limbered' as const } : u,
    );
    expect(boardViolations(bad).map((v) => v.message)).toEqual([
      'unit br-52-foot in hex 0606 faces 6, not 0-5',
      'unit br-52-foot in hex 0606 is infantry in formation limbered, not a formation of its arm in the ruleset',
    ]);
  });

  it('a routed unit never rallies; unlimbered artillery routed in the charge is eliminated (18.10.4)', () => {
    const s = fresh();
    const routedStart = {
      ...s,
      initialBoard: {
        ...s.initialBoard,
        units: s.initialBoard.units.map((u) =>
          u.id === 'br-52-foot' ? { ...u, moraleState: 'routed' as const } : u,
        ),
      },
    };
    expect(boardViolations(routedStart).map((v) => v.message)).toEqual([
      'unit br-52-foot in hex 0606 is good, but it was routed when the charge began (nothing in a charge rallies it)',
    ]);
    const guns = s.board.units.find((u) => u.arm === 'artillery')!;
    expect(guns.formation).toBe('unlimbered');
    const routedGuns = withUnits(s, (u) => (u.id === guns.id ? { ...u, moraleState: 'routed' as const } : u));
    expect(codes(routedGuns)).toEqual(['unit/routed-unlimbered-artillery']);
    // while its rout move waits in the queue, it is not yet eliminated
    const queued = {
      ...routedGuns,
      moves: [
        { units: [guns.id], kind: 'rout' as const, hexes: 10, awayFrom: [], rule: 'step 5', defender: true },
      ],
    };
    expect(codes(queued)).toEqual([]);
  });

  it('every unit exactly once: duplicates, removed yet on the board, vanished, appeared, on and off', () => {
    const s = fresh();
    const foot = s.board.units.find((u) => u.id === 'br-52-foot')!;
    const dup = { ...s, board: { ...s.board, units: [...s.board.units, foot] } };
    expect(codes(dup)).toContain('unit/duplicate-id');
    const removedOn = { ...s, removed: [{ unit: foot, reason: 'surrendered' as const, rule: 'step 5' }] };
    expect(boardViolations(removedOn).map((v) => v.message)).toEqual([
      'unit br-52-foot is still in hex 0606 though recorded as surrendered (step 5)',
    ]);
    const vanished = withUnits(s, (u) => u);
    const v2 = {
      ...vanished,
      board: { ...vanished.board, units: s.board.units.filter((u) => u.id !== 'br-52-foot') },
    };
    expect(codes(v2)).toEqual(['unit/vanished']);
    const appeared = {
      ...s,
      board: { ...s.board, units: [...s.board.units, { ...foot, id: 'new', at: { col: 0, row: 0 } }] },
    };
    expect(codes(appeared)).toEqual(['unit/appeared']);
    const away = {
      ...s,
      obligations: [
        {
          kind: 'return-to-map' as const,
          rule: '000 off table',
          source: '000' as const,
          unit: foot,
          exit: foot.at,
          edge: 'north' as const,
          when: 'next-movement-phase' as const,
          mayCharge: false as const,
          countsAsMoved: true as const,
        },
      ],
    };
    expect(codes(away)).toEqual(['unit/on-and-off']);
  });

  it('the pending request fits the kind of the machine step (its tags); an ended charge waits for nothing', () => {
    const ses = new ChargeSession({ ...load('01-reference-charge.json'), dice: scriptSource([]) });
    const s = ses.state;
    expect([ses.step, ses.tags, ses.done]).toEqual(['standCheck', ['rolls'], false]);
    const at = (step: string, tags: readonly string[], done = false) => ({ step, tags, done });
    const codesAt = (x: ChargeState, where = at(ses.step, ses.tags)) =>
      boardViolations(x, where).map((v) => v.code);
    expect(codesAt(s, ses)).toEqual([]);
    expect(codesAt({ ...s, pending: null })).toEqual(['state/stuck']);
    // a roll asked in a step that rolls no dice (the advance chooses only)
    expect(codesAt(s, at('advanceAfterCharge', ['chooses']))).toEqual(['state/pending']);
    expect(boardViolations(s, at('advanceAfterCharge', ['chooses']))[0]?.message).toBe(
      'a roll (stand-check) is asked in step advanceAfterCharge, which rolls no dice',
    );
    // without the machine's position, only what the state says is checked
    expect(codes(s)).toEqual([]);
    const choice = {
      kind: 'choice' as const,
      id: 'c',
      what: 'trample' as const,
      subject: { units: [], hexes: [] },
      side: 'french',
      say: { key: 'request.trample', params: {} },
      rule: 'r',
      options: [{ id: 'a', say: { key: 'option.no-trample', params: {} } }],
      defaultOption: 1,
    };
    const trample = at('pursuit.trample', ['chooses']);
    expect(boardViolations({ ...s, pending: choice }, trample).map((v) => v.message)).toEqual([
      "the trample choice's default 1 is not one of its 1 options",
    ]);
    // a choice of its own asked in a step that asks none (the stand check only rolls)
    expect(codesAt({ ...s, pending: { ...choice, defaultOption: 0 } })).toEqual(['state/pending']);
    // a retreat path may be asked in any step, but must offer the paths of the queued move
    expect(
      codesAt({ ...s, pending: { ...choice, what: 'retreat-path' as const, defaultOption: 0 } }),
    ).toEqual(['state/pending']);
    const played = play('01-reference-charge.json');
    const ended = played.state;
    expect(boardViolations(ended, played)).toEqual([]);
    expect(codesAt({ ...ended, pending: s.pending }, played)).toEqual(['state/ended']);
    expect(codesAt({ ...ended, ending: undefined }, played)).toEqual(['state/ended']);
    // the state has ended but the machine has not
    expect(codesAt(ended, at('reform', []))).toEqual(['state/ended']);
  });
});
