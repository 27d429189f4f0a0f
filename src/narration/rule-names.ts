import { catalogueOf, type LanguageLike } from './languages.ts';
import { own } from './own.ts';

/** A rule reference as a person reads it: a short chip and a longer explanation (for a tooltip). */
export interface RuleName {
  /** "19.6 stand against a charge", "Step 3 defensive fire", "Flight doctrine". */
  readonly chip: string;
  /** "La Bataille rule 19.6: stand against a charge", "Flight, 6th ed. / Flight and pursuit, 8th ed.". */
  readonly title: string;
}

/**
 * Names a log entry's or a state's rule reference for a person, from the `rules` section of the
 * language's catalogue: La Bataille rule numbers with what they are about, "step N" with the step's
 * name, and the seed references of the flight and pursuit doctrines ("002 / 001", "000 avoid") with
 * their text and edition. Unknown references pass as they are.
 */
export function ruleName(rule: string, lang: LanguageLike = 'en'): RuleName {
  const { chips, numbers, steps, seeds } = catalogueOf(lang).rules;
  const about = own(numbers, rule);
  if (about !== undefined) return { chip: `${rule} ${about}`, title: `${chips.rule} ${rule}: ${about}` };
  const step = /^step (\d+)$/.exec(rule);
  if (step) {
    const name = own(steps, step[1]!) ?? '';
    const chip = `${chips.step} ${step[1]}${name ? `: ${name}` : ''}`;
    return { chip, title: chip };
  }
  const both = /^(\d{3}) \/ (\d{3})$/.exec(rule);
  if (both) {
    const chip = both[1] === '000' ? chips.pursuit : chips.flight;
    return { chip, title: `${chip}: ${own(seeds, both[1]!)} / ${own(seeds, both[2]!)}` };
  }
  const seed = /^(\d{3}) (.+)$/.exec(rule);
  const text = seed ? own(seeds, seed[1]!) : undefined;
  if (seed && text !== undefined) return { chip: text, title: `${text} (${seed[2]})` };
  return { chip: rule, title: rule };
}
