import { CLAIM_FORMS, checkClaim, parseClaim } from 'hexcharge/analysis';
import { formatF } from 'hexcharge/fractions';
import { ChargeSession, procedureSteps, scriptSource } from 'hexcharge/machine';
import { describePending } from 'hexcharge/narration';
import { noExtraArguments, parseArgs, parseDiceList, quote, refuse } from '../args.ts';
import { defineCommand } from '../command.ts';
import { writeText } from '../escape.ts';
import { formatEnding, formatEntry, percent } from '../format.ts';
import { loadScenario } from '../load.ts';
import { EXIT, knownFlags, usageOf } from '../spec.ts';
import { CHECK } from '../specs.ts';
import { chooseList } from './advise.ts';

/** A step of the machine as a reader knows it: its title and rule ("Step 5: melee roll and result (step 5)"). */
function stepTitle(path: string): string {
  const s = procedureSteps().find((x) => x.path === path);
  return s ? `${s.title}${s.rule ? ` (${s.rule})` : ''}` : path;
}

/** hexcharge check: replays a charge with the dice that were rolled and says whether a claimed result is right. */
export const command = defineCommand({
  spec: CHECK,
  run(argv, io) {
    const parsed = parseArgs(argv, knownFlags(CHECK));
    const args = parsed.ok ? noExtraArguments(parsed.value, 1, usageOf(CHECK)) : parsed;
    if (!args.ok) return refuse(io, args.error, EXIT.refused);
    const file = args.value.positional[0];
    const f = args.value.flags;
    if (!file)
      return refuse(
        io,
        { code: 'cli/missing-argument', message: `check needs a scenario file; usage: ${usageOf(CHECK)}` },
        EXIT.refused,
      );
    if (f.dice === undefined)
      return refuse(
        io,
        { code: 'cli/missing-argument', message: 'check needs --dice 43,5,... (the rolls, in order)' },
        EXIT.refused,
      );
    if (f.claim === undefined)
      return refuse(
        io,
        { code: 'cli/missing-argument', message: `check needs --claim: ${CLAIM_FORMS}` },
        EXIT.refused,
      );
    const dice = parseDiceList(f.dice);
    if (!dice.ok) return refuse(io, dice.error, EXIT.refused);
    const choose = chooseList(f.choose);
    if (typeof choose === 'string')
      return refuse(io, { code: 'cli/bad-choice', message: choose }, EXIT.refused);
    const claim = parseClaim(f.claim);
    if (!claim)
      return refuse(
        io,
        { code: 'cli/bad-claim', message: `cannot read the claim ${quote(f.claim)}: use ${CLAIM_FORMS}` },
        EXIT.refused,
      );
    const loaded = loadScenario(file, f.ruleset);
    if (!loaded.ok) return refuse(io, loaded.error, EXIT.refused);
    // Replay the dice first (fast): a short list or a value the die cannot show is refused before
    // the exact analysis, which can take seconds from the start of a charge.
    const session = new ChargeSession({ ...loaded.value, dice: scriptSource(dice.value) });
    let chosen = 0;
    for (let i = 0; i < 10_000 && !session.done; i++) {
      const p = session.pending;
      const pick = p?.kind === 'choice' ? choose[chosen++] : undefined;
      if (p?.kind === 'choice' && pick !== undefined && pick > p.options.length)
        return refuse(
          io,
          {
            code: 'cli/bad-choice',
            message: `--choose entry ${chosen} (${pick}) is not an option of ${describePending(p, 'en')}: it has ${p.options.length}`,
          },
          EXIT.refused,
        );
      const r =
        p?.kind === 'choice'
          ? pick === undefined
            ? session.chooseDefault()
            : session.choose(pick - 1)
          : session.autoRoll();
      if (!r.ok) return refuse(io, r.error, EXIT.refused);
    }
    let c: ReturnType<typeof checkClaim>;
    try {
      c = checkClaim(
        loaded.value,
        dice.value,
        claim,
        choose.map((n) => n - 1),
      );
    } catch (e) {
      return refuse(io, { code: 'check/bad-dice', message: (e as Error).message }, EXIT.refused);
    }
    const verdict = c.right ? EXIT.done : EXIT.negative;
    if (f.json === 'true') {
      writeText(
        io.out,
        JSON.stringify(
          {
            claim: { about: claim.about, value: claim.value },
            right: c.right,
            actual: c.actual,
            ending: c.ending,
            endingText: formatEnding(c.ending),
            prior: formatF(c.prior),
            unusedDice: c.unusedDice,
            divergence: c.divergence && {
              roll: c.divergence.index,
              step: c.divergence.step,
              stepTitle: stepTitle(c.divergence.step),
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
      return verdict;
    }
    io.out(`${loaded.value.scenario.title}`);
    io.out(
      `Claim: ${claim.about} ${claim.value}. The charge with dice ${dice.value.join(',')}${choose.length ? ` and choices ${choose.join(',')}` : ''} gives: ${claim.about} ${c.actual}.`,
    );
    io.out(`Ending: ${formatEnding(c.ending)}`);
    if (c.unusedDice > 0)
      io.out(
        `Note: ${c.unusedDice === 1 ? 'the last dice value was' : `the last ${c.unusedDice} dice values were`} not needed.`,
      );
    io.out(`Chance of the claim before any die: ${percent(c.prior)} (${formatF(c.prior)}).`);
    if (c.right) {
      io.out('RIGHT: the claimed result is what the procedure gives.');
      return verdict;
    }
    io.out('WRONG: the claimed result is not what the procedure gives.');
    const d = c.divergence;
    if (!d) {
      io.out(`No dice could give it: the claim is impossible in this scenario under this ruleset.`);
      return verdict;
    }
    io.out(
      `It differs at roll ${d.index}, in ${stepTitle(d.step)}: ${d.request.dice} for the ${describePending(d.request, 'en')} (${d.request.rule}) came up ${d.value}; ` +
        `before it the claim had chance ${percent(d.before)} (${formatF(d.before)}), after it none.`,
    );
    for (const e of d.log) for (const l of formatEntry(e)) io.out(l);
    const giving = (d.alternatives ?? []).filter((a) => a.p.n > 0n);
    const sure = giving.filter((a) => a.p.n === a.p.d);
    if (sure.length)
      io.out(`Rolls that would have given the claim for certain: ${sure.map((a) => a.value).join(', ')}.`);
    const maybe = giving.filter((a) => a.p.n !== a.p.d);
    if (maybe.length)
      io.out(
        `Rolls after which it was still possible: ${maybe.map((a) => `${a.value} (${percent(a.p)}, ${formatF(a.p)})`).join(', ')}.`,
      );
    return verdict;
  },
});
