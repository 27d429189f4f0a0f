import { describe, expect, it } from 'vitest';
import { validateColumnShift } from '../../src/data/column-shift.ts';
import { validateCrt } from '../../src/data/crt.ts';
import { validateFireTable } from '../../src/data/fire.ts';
import { validateHexsides } from '../../src/data/hexsides.ts';
import { parseJson } from '../../src/data/json.ts';
import { validateFactorModifiers, validateStepModifiers } from '../../src/data/modifiers.ts';
import { validateRecall } from '../../src/data/recall.ts';
import { validateTerrain } from '../../src/data/terrain.ts';
import { load, refusal } from '../support/data-files.ts';

const CRT = 'data/tables/assault-melee.json';

type Cell = { rolls: string | number; result: string };
type Column = { odds: string; cells: Cell[] };

/** The shipped chart with column `i` (0-based) handed to `edit`. */
function crtWith(i: number, edit: (c: Column) => void): Record<string, unknown> {
  const json = load(CRT);
  edit((json.columns as Column[])[i]!);
  return json;
}

describe('broken melee chart', () => {
  it('a roll no cell covers is a gap naming file, column and roll', () => {
    // column 3:2 (index 3): cells "31-33" *2/1 and "34-36" "-": drop the second
    const json = crtWith(3, (c) => {
      c.cells = c.cells.filter((cell) => cell.rolls !== '34-36');
    });
    const e = refusal(validateCrt(json, CRT), 'data/crt-gap', CRT, 'column 3:2', 'roll 34');
    expect(e.message).toBe(
      `${CRT} at columns[3].cells: column 3:2 does not cover roll 34 (rolls not covered: 34, 35, 36)`,
    );
    expect(e.file).toBe(CRT);
    expect(e.path).toBe('columns[3].cells');
  });

  it('a single missing roll is named alone', () => {
    const json = crtWith(3, (c) => {
      c.cells[0]!.rolls = '12';
      c.cells[1]!.rolls = '13-16';
    });
    const e = refusal(validateCrt(json, CRT), 'data/crt-gap', 'column 3:2', 'roll 11');
    expect(e.message).toMatch(/does not cover roll 11$/);
  });

  it('a roll covered twice is an overlap naming both cells', () => {
    const json = crtWith(3, (c) => {
      c.cells[4]!.rolls = '33-36';
    });
    const e = refusal(
      validateCrt(json, CRT),
      'data/crt-overlap',
      CRT,
      'column 3:2',
      'roll 33',
      'cells[3] (31-33)',
      'cells[4] (33-36)',
    );
    expect(e.path).toBe('columns[3].cells[4]');
  });

  it('an unknown result names file, column and rolls', () => {
    const json = crtWith(3, (c) => {
      c.cells[4]!.result = 'XX';
    });
    const e = refusal(
      validateCrt(json, CRT),
      'data/unknown-result',
      CRT,
      'column 3:2',
      'rolls 34-36',
      '"XX"',
    );
    expect(e.path).toBe('columns[3].cells[4].result');
  });

  it('a range over rolls d66 cannot show is a bad range', () => {
    const json = crtWith(3, (c) => {
      c.cells[0]!.rolls = '17';
    });
    refusal(validateCrt(json, CRT), 'data/bad-range', CRT, 'column 3:2', '"17"', 'd66 values are 11-16');
  });

  it('a reversed range is a bad range', () => {
    const json = crtWith(3, (c) => {
      c.cells[1]!.rolls = '16-12';
    });
    refusal(validateCrt(json, CRT), 'data/bad-range', CRT, 'column 3:2', '"16-12"');
  });

  it('bad odds name file and column', () => {
    const json = crtWith(3, (c) => {
      c.odds = '3-2';
    });
    const e = refusal(validateCrt(json, CRT), 'data/bad-odds', CRT, 'column 4', '"3-2"');
    expect(e.path).toBe('columns[3].odds');
  });

  it('odds out of order name both columns', () => {
    const json = crtWith(3, (c) => {
      c.odds = '1:1';
    });
    refusal(validateCrt(json, CRT), 'data/odds-order', CRT, 'column 1:1', 'column 1:1 before it');
    const json2 = crtWith(4, (c) => {
      c.odds = '4:3';
    });
    refusal(validateCrt(json2, CRT), 'data/odds-order', 'column 4:3 is not higher than column 3:2');
  });

  it('structural problems have their own codes', () => {
    refusal(validateCrt([], CRT), 'data/not-an-object', CRT);
    const noCols = load(CRT);
    delete noCols.columns;
    const e = refusal(validateCrt(noCols, CRT), 'data/missing-field', CRT, '"columns"');
    expect(e.path).toBe('columns');
    refusal(validateCrt({ ...load(CRT), kind: 'fire' }, CRT), 'data/unknown-kind', CRT, '"fire"');
    const list = refusal(validateCrt({ ...load(CRT), columns: 'x' }, CRT), 'data/wrong-type', CRT, 'a list');
    expect(list.path).toBe('columns');
    refusal(validateCrt({ ...load(CRT), colums: [] }, CRT), 'data/unknown-field', CRT, '"colums"');
    refusal(parseJson('{ "kind": ', CRT), 'data/malformed-json', CRT);
  });
});

describe('broken modifier tables', () => {
  const STAND = 'data/tables/stand-modifiers.json';
  const MELEE = 'data/tables/cavalry-melee-modifiers.json';

  it('an unknown condition names file, modifier and condition', () => {
    const json = load(STAND);
    (json.modifiers as { when: string }[])[2]!.when = 'defender-in-church';
    const e = refusal(
      validateStepModifiers(json, STAND),
      'data/unknown-condition',
      STAND,
      'modifiers[2].when',
      '"special-structure"',
      '"defender-in-church"',
    );
    expect(e.path).toBe('modifiers[2].when');
    const melee = load(MELEE);
    (melee.modifiers as { when: string }[])[0]!.when = 'flank';
    refusal(validateFactorModifiers(melee, MELEE), 'data/unknown-condition', MELEE, '"flank"');
  });

  it('a duplicate modifier id, bad steps and a bad factor are refused', () => {
    const json = load(STAND);
    (json.modifiers as { id: string }[])[1]!.id = 'square';
    refusal(validateStepModifiers(json, STAND), 'data/duplicate-id', STAND, '"square"');
    const steps = load(STAND);
    (steps.modifiers as { steps: unknown }[])[0]!.steps = 1.5;
    refusal(validateStepModifiers(steps, STAND), 'data/wrong-type', 'modifiers[0].steps');
    const melee = load(MELEE);
    (melee.modifiers as { factor: unknown }[])[1]!.factor = '3/0';
    refusal(validateFactorModifiers(melee, MELEE), 'data/bad-value', MELEE, '"3/0"');
    const side = load(MELEE);
    (side.modifiers as { side: unknown }[])[1]!.side = 'both';
    refusal(validateFactorModifiers(side, MELEE), 'data/bad-value', 'modifiers[1].side');
  });
});

describe('broken fire table', () => {
  const FIRE = 'data/tables/fire.json';
  type FireCol = { minStrength: number; maxStrength: number | null; cells: Cell[] };

  it('a roll gap names file, band and roll', () => {
    const json = load(FIRE);
    const col = (json.columns as FireCol[])[1]!;
    col.cells = col.cells.slice(1);
    refusal(validateFireTable(json, FIRE), 'data/fire-gap', FIRE, 'column 3-5', 'roll 11');
  });

  it('a strength gap between bands is a fire gap', () => {
    const json = load(FIRE);
    (json.columns as FireCol[])[2]!.minStrength = 7;
    refusal(validateFireTable(json, FIRE), 'data/fire-gap', FIRE, 'strength 6 is in no column');
  });

  it('an overlap of bands or rolls is a fire overlap', () => {
    const json = load(FIRE);
    (json.columns as FireCol[])[2]!.minStrength = 5;
    refusal(validateFireTable(json, FIRE), 'data/fire-overlap', FIRE, 'strength 5');
    const rolls = load(FIRE);
    (rolls.columns as FireCol[])[0]!.cells[1]!.rolls = '56-66';
    refusal(validateFireTable(rolls, FIRE), 'data/fire-overlap', 'column 1-2', 'roll 56');
  });

  it('the last band must be open-ended', () => {
    const json = load(FIRE);
    (json.columns as FireCol[])[5]!.maxStrength = 30;
    refusal(validateFireTable(json, FIRE), 'data/fire-gap', 'strengths above 30');
  });

  it('an unknown fire condition is refused', () => {
    const json = load(FIRE);
    (json.modifiers as { when: string }[])[0]!.when = 'raining';
    refusal(validateFireTable(json, FIRE), 'data/unknown-condition', FIRE, '"raining"');
  });
});

describe('broken small tables', () => {
  it('column shift: a d6 gap and a negative shift', () => {
    const file = 'data/tables/column-shift.json';
    const json = load(file);
    (json.rows as Cell[]).pop();
    refusal(validateColumnShift(json, file), 'data/chart-gap', file, 'roll 6');
    const neg = load(file);
    (neg.rows as { result: unknown }[])[0]!.result = -1;
    refusal(validateColumnShift(neg, file), 'data/bad-value', file, 'rows[0].result');
  });

  it('recall: an overlap and an unknown result', () => {
    const file = 'data/tables/recall.json';
    const json = load(file);
    (json.rows as Cell[])[1]!.rolls = '3-6';
    refusal(validateRecall(json, file), 'data/chart-overlap', file, 'roll 3');
    const bad = load(file);
    (bad.rows as Cell[])[1]!.result = 'maybe';
    refusal(validateRecall(bad, file), 'data/unknown-result', file, '"maybe"');
  });

  it('hexsides: five classes, a wrong class, a formation the arm does not have, a duplicate', () => {
    const file = 'data/tables/hexsides.json';
    type F = { arm: string; formation: string; hexsides: string[] };
    const five = load(file);
    (five.formations as F[])[0]!.hexsides.pop();
    refusal(validateHexsides(five, file), 'data/bad-value', file, 'infantry line', 'exactly 6');
    const cls = load(file);
    (cls.formations as F[])[0]!.hexsides[2] = 'side';
    refusal(validateHexsides(cls, file), 'data/bad-value', 'formations[0].hexsides[2]');
    const form = load(file);
    (form.formations as F[])[4]!.formation = 'square';
    refusal(validateHexsides(form, file), 'data/bad-value', 'formations[4].formation');
    const dup = load(file);
    (dup.formations as F[])[1]!.formation = 'line';
    refusal(validateHexsides(dup, file), 'data/duplicate-id', 'infantry line');
  });

  it('terrain: a duplicate id, an unknown kind, a move cost on impassable terrain', () => {
    const file = 'data/tables/terrain.json';
    type T = { id: string; kind: string; moveCost: unknown };
    const dup = load(file);
    (dup.types as T[])[1]!.id = 'clear';
    refusal(validateTerrain(dup, file), 'data/duplicate-id', file, '"clear"');
    const kind = load(file);
    (kind.types as T[])[1]!.kind = 'forest';
    refusal(validateTerrain(kind, file), 'data/bad-value', 'types[1].kind');
    const cost = load(file);
    (cost.types as T[])[5]!.moveCost = 4;
    refusal(validateTerrain(cost, file), 'data/bad-value', '"river" is impassable');
  });
});
