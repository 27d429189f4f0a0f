import { checkClaim } from '../../machines/analysis/replay.ts';
import { CLAIM_FORMS, parseClaim } from '../../src/analysis/claim.ts';
import { formatF, toDecimalF } from '../../src/math/fraction-big.ts';
import { parseArgs, refuse } from '../args.ts';
import { formatEntry } from '../format.ts';
import { loadScenario } from '../load.ts';
import type { Command } from '../main.ts';

/** hexcharge check: replays a charge with the dice that were rolled and says whether a claimed result is right. */
export const command: Command = {
  summary: 'replay a charge with its dice and check a claimed result',
  run(argv, io) {
    const args = parseArgs(argv, { ruleset: 'value', dice: 'value', claim: 'value', json: 'switch' });
    if (!args.ok) return refuse(io, args.error, 2);
    const file = args.value.positional[0];
    const f = args.value.flags;
    if (!file) return refuse(io, { code: 'cli/missing-argument', message: 'check needs a scenario file' }, 2);
    if (f.dice === undefined)
      return refuse(
        io,
        {
          code: 'cli/missing-argument',
          message: 'check needs --dice 43,5,... (the rolls, in order)',
        },
        2,
      );
    if (f.claim === undefined)
      return refuse(io, { code: 'cli/missing-argument', message: `check needs --claim: ${CLAIM_FORMS}` }, 2);
    const dice = f.dice.split(/[ ,]+/).filter(Boolean).map(Number);
    if (dice.some((v) => !Number.isInteger(v))) {
      return refuse(
        io,
        {
          code: 'cli/bad-dice',
          message: `--dice must be whole numbers separated by commas: "${f.dice}"`,
        },
        2,
      );
    }
    const claim = parseClaim(f.claim);
    if (!claim)
      return refuse(
        io,
        {
          code: 'cli/bad-claim',
          message: `cannot read the claim "${f.claim}": use ${CLAIM_FORMS}`,
        },
        2,
      );
    const loaded = loadScenario(file, f.ruleset);
    if (!loaded.ok) return refuse(io, loaded.error, 1);
    let c: ReturnType<typeof checkClaim>;
    try {
      c = checkClaim(loaded.value, dice, claim);
    } catch (e) {
      return refuse(io, { code: 'check/bad-dice', message: (e as Error).message }, 1);
    }
    if (f.json === 'true') {
      io.out(
        JSON.stringify(
          {
            claim: { about: claim.about, value: claim.value },
            right: c.right,
            actual: c.actual,
            ending: c.ending,
            prior: formatF(c.prior),
            unusedDice: c.unusedDice,
            divergence: c.divergence && {
              roll: c.divergence.index,
              step: c.divergence.step,
              request: c.divergence.request,
              value: c.divergence.value,
              before: formatF(c.divergence.before),
              log: c.divergence.log,
              valuesGivingClaim: c.divergence.alternatives
                ?.filter((a) => a.p.n > 0n)
                .map((a) => ({ value: a.value, p: formatF(a.p) })),
            },
          },
          null,
          2,
        ),
      );
      return c.right ? 0 : 1;
    }
    io.out(`${loaded.value.scenario.title}`);
    io.out(
      `Claim: ${claim.about} ${claim.value}. The charge with dice ${dice.join(',')} gives: ${claim.about} ${c.actual}.`,
    );
    io.out(`Ending: ${c.ending}`);
    if (c.unusedDice > 0)
      io.out(
        `Note: the last ${c.unusedDice} dice value${c.unusedDice === 1 ? ' was' : 's were'} not needed.`,
      );
    io.out(`Chance of the claim before any die: ${toDecimalF(c.prior, 6)} (${formatF(c.prior)}).`);
    if (c.right) {
      io.out('RIGHT: the claimed result is what the procedure gives.');
      return 0;
    }
    io.out('WRONG: the claimed result is not what the procedure gives.');
    const d = c.divergence;
    if (!d) {
      io.out(`No dice could give it: the claim is impossible in this scenario under this ruleset.`);
      return 1;
    }
    io.out(
      `It differs at roll ${d.index} (step ${d.step}, ${d.request.rule}): ${d.request.dice} for ${d.request.purpose} came up ${d.value}; ` +
        `before it the claim had chance ${toDecimalF(d.before, 6)} (${formatF(d.before)}), after it none.`,
    );
    for (const e of d.log) io.out(formatEntry(e));
    const giving = (d.alternatives ?? []).filter((a) => a.p.n > 0n);
    const sure = giving.filter((a) => a.p.n === a.p.d);
    if (sure.length)
      io.out(`Rolls that would have given the claim for certain: ${sure.map((a) => a.value).join(', ')}.`);
    const maybe = giving.filter((a) => a.p.n !== a.p.d);
    if (maybe.length)
      io.out(
        `Rolls after which it was still possible: ${maybe.map((a) => `${a.value} (${formatF(a.p)})`).join(', ')}.`,
      );
    return 1;
  },
};
