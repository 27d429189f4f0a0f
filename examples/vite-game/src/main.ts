/**
 * A small browser game on hexcharge, built with Vite: the reference charge of the package, played by
 * clicking. The page shows the pending request (whose side, in words), one button to roll (the
 * scenario's own scripted dice) or one button per option of a choice (the documented default in
 * bold), the narration as it comes, and the ending. It imports the package only ("hexcharge", its
 * narration subpath and one of its data files); every text goes in as textContent.
 */
import { type ChargeSession, createCharge, loadScenarioFromJson } from 'hexcharge';
import reference from 'hexcharge/data/scenarios/01-reference-charge.json' with { type: 'json' };
import { describeOption, describePending, endingText } from 'hexcharge/narration';

/** The element of the page with this id (the page's own markup: index.html). */
function byId(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`index.html has no #${id}`);
  return el;
}

const pending = byId('pending');
const actions = byId('actions');
const refused = byId('refused');
const ending = byId('ending');
const again = byId('again');
const narration = byId('narration');

/** A button of the actions row. */
function button(label: string, onClick: () => void, data: Record<string, string>): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  for (const [k, v] of Object.entries(data)) b.dataset[k] = v;
  b.addEventListener('click', onClick);
  return b;
}

/** Shows the charge as it stands: the request and its buttons, or the ending. */
function render(charge: ChargeSession): void {
  const p = charge.pending;
  actions.replaceChildren();
  if (!p) {
    pending.textContent = 'Nothing: the charge is over.';
    const e = charge.state.ending;
    ending.textContent = e ? endingText(e) : 'over without an ending';
    ending.classList.add('over');
    ending.dataset.decidedBy = e?.decidedBy ?? '';
    again.hidden = false;
    return;
  }
  pending.textContent = `${p.side}: ${describePending(p)}`;
  const answer = (r: ReturnType<ChargeSession['autoRoll']>) => {
    refused.hidden = r.ok;
    if (!r.ok) refused.textContent = `${r.error.code}: ${r.error.message}`; // refused: nothing changed
    render(charge);
  };
  if (p.kind === 'roll') {
    actions.append(button(`Roll ${p.dice}`, () => answer(charge.autoRoll()), { action: 'roll' }));
  } else {
    p.options.forEach((_, i) => {
      const isDefault = i === p.defaultOption;
      const label = `${describeOption(p, i)}${isDefault ? ' (default)' : ''}`;
      actions.append(
        button(
          label,
          () => answer(charge.choose(i)),
          isDefault ? { option: String(i), default: '' } : { option: String(i) },
        ),
      );
    });
  }
}

/** Starts the reference charge on its own scripted dice and shows it. */
function start(): void {
  const loaded = loadScenarioFromJson(reference);
  if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
  const created = createCharge(loaded.value);
  if (!created.ok) throw new Error(`${created.error.code}: ${created.error.message}`);
  const charge = created.value;
  narration.replaceChildren();
  ending.textContent = 'The charge is not over yet.';
  ending.classList.remove('over');
  again.hidden = true;
  refused.hidden = true;
  byId('sides').textContent = loaded.value.scenario.board.sides.map((s) => s.id).join(' against ');
  charge.onLog((entry) => {
    const li = document.createElement('li');
    li.textContent = entry.text;
    narration.append(li);
  });
  render(charge);
}

again.addEventListener('click', start);
start();
