/**
 * A plain JavaScript host in Node (no TypeScript, no build step): it loads a scenario, plays the charge
 * with seeded dice (or the scenario's own scripted dice) and each choice's default, shows the narration
 * as it comes, saves the game halfway as JSON text, resumes the save in a new session (as a host does
 * after a restart) and plays on to the end, then prints the ending and what the host applies to its
 * own board.
 *
 * Run it from an installed hexcharge: `node play.mjs [scenario.json] [seed]` (README.md).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { consequences, createCharge, loadScenarioFromJson, resumeCharge, saveCharge } from 'hexcharge';
import { describeOption, describePending, endingText } from 'hexcharge/narration';

const REFERENCE = fileURLToPath(import.meta.resolve('hexcharge/data/scenarios/01-reference-charge.json'));

/** Throws the error of a refused result as one line (this example stops at the first refusal). */
function unwrap(result) {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/**
 * Plays the charge of `file` to its end: dice seeded by `seed` (the scenario's own dice when it is
 * undefined), every choice its default; saved after `saveAfter` answers and resumed from the save's
 * text. Returns the lines the host showed, the ending (data and words) and the consequences.
 */
export function playCharge({ file = REFERENCE, seed, lang = 'en', saveAfter = 3 } = {}) {
  const loaded = unwrap(loadScenarioFromJson(readFileSync(file, 'utf8'), { file }));
  const dice = seed === undefined ? undefined : { seed };
  let session = unwrap(createCharge({ ...loaded, ...(dice ? { dice } : {}), language: lang }));
  const lines = [];
  const show = (entry) => lines.push(entry.text);
  session.onLog(show);
  let saved;
  while (!session.done) {
    const p = session.pending;
    if (p.kind === 'roll') {
      lines.push(`> ${p.side} rolls: ${describePending(p, lang)}`);
      unwrap(session.autoRoll());
    } else {
      lines.push(`> ${p.side} chooses: ${describeOption(p, p.defaultOption, lang)}`);
      unwrap(session.chooseDefault());
    }
    if (saved === undefined && session.events.length === saveAfter && !session.done) {
      // what the host writes to disk; a new session resumes it by replaying its events
      saved = JSON.stringify(saveCharge(session));
      session = unwrap(resumeCharge(saved, { language: lang }));
      session.onLog(show);
      lines.push(`> saved after ${saveAfter} answers (${saved.length} characters) and resumed`);
    }
  }
  const ending = session.state.ending;
  return { lines, ending, endingText: endingText(ending, lang), consequences: consequences(session.state) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, seed] = process.argv.slice(2);
  const played = playCharge({ file: file ?? REFERENCE, seed: seed === undefined ? undefined : Number(seed) });
  for (const line of played.lines) console.log(line);
  const c = played.consequences;
  console.log(`Ending: ${played.endingText}`);
  console.log(`Moved: ${c.moved.length}, removed: ${c.removed.length}, changed: ${c.changed.length}`);
}
