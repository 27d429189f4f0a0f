import type { LogEntry } from '../procedure/log.ts';
import type { Pending } from '../procedure/state.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { render } from './render.ts';

/** A narration language. */
export type Lang = 'en' | 'es';

/** The narration languages, in menu order. */
export const LANGS: readonly Lang[] = ['en', 'es'];

/** The narration catalogues, by language: the same keys, one template each. */
export const CATALOGUES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = { en: EN, es: ES };

/** Spanish words for the enumerated English values the procedure puts into message parameters. */
const ES_VALUES: Readonly<Record<string, string>> = {
  good: 'en buen orden',
  disordered: 'desordenada',
  routed: 'en fuga (PGD)',
  fresh: 'fresca',
  tired: 'cansada',
  exhausted: 'agotada',
  'in order': 'en orden',
  nothing: 'nada',
  rout: 'huida',
  retreat: 'retirada',
  'fall-back': 'retroceso',
  bounce: 'rebote',
  'round-down': 'redondeo hacia abajo',
  'nearest-half-defender': 'a la media columna más cercana, a favor del defensor',
  surrendered: 'rendidos',
  eliminated: 'eliminados',
  recalled: 'llamada obedecida',
  'not-recalled': 'llamada no obedecida',
};

/** The Spanish of an enumerated value, or undefined (own entries only: a unit may be named "constructor"). */
function esValue(v: string): string | undefined {
  return Object.hasOwn(ES_VALUES, v) ? ES_VALUES[v] : undefined;
}

/** Translates one enumerated parameter value (or a charge ending) into `lang`; other values pass unchanged. */
export function translateValue(v: string | number, lang: Lang): string | number {
  if (lang === 'en' || typeof v === 'number') return v;
  const direct = esValue(v);
  if (direct !== undefined) return direct;
  // A charge ending: "melee at 3:2, attackers good, defenders disordered/routed, recalled".
  if (/^(melee at |attackers )/.test(v)) {
    return v
      .split(', ')
      .map((part) => {
        const melee = /^melee at (.+)$/.exec(part);
        if (melee) return `cuerpo a cuerpo a ${melee[1]}`;
        const side = /^(attackers|defenders) (.+)$/.exec(part);
        if (side) {
          const states = side[2]!
            .split('/')
            .map((s) => (esValue(s) ?? s).replace('desordenada', 'desordenados'));
          return `${side[1] === 'attackers' ? 'atacantes' : 'defensores'} ${states.join('/')}`;
        }
        return esValue(part) ?? part;
      })
      .join(', ');
  }
  return v;
}

/** The narration of a log entry in `lang`: its key's template filled with its parameters. */
export function narrate(entry: Pick<LogEntry, 'key' | 'params' | 'text'>, lang: Lang): string {
  if (lang === 'en') return entry.text;
  const catalogue = CATALOGUES[lang];
  const template = Object.hasOwn(catalogue, entry.key) ? catalogue[entry.key] : undefined;
  if (template === undefined) return entry.text;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(entry.params)) params[k] = translateValue(v, lang);
  return render(template, params);
}

/** The pending request's purpose in `lang` (the procedure words it in English; Spanish is built from its id). */
export function describePending(p: Pending, lang: Lang): string {
  if (lang === 'en') return p.purpose;
  const hex = /at (\d{4,6})/.exec(p.purpose)?.[1] ?? '';
  if (p.kind === 'roll') {
    if (p.id.startsWith('stand-')) return `chequeo de moral de la pila en ${hex} ante la carga`;
    if (p.id.startsWith('column-shift-'))
      return `dado de desplazamiento de columna de la pila en ${hex}, que aguantó`;
    if (p.id.startsWith('fire-')) return `fuego defensivo de la pila en ${hex}`;
    if (p.id === 'melee') return `tirada de cuerpo a cuerpo ${p.purpose.replace('melee roll at ', 'a ')}`;
    if (p.id.startsWith('star-'))
      return `chequeo de moral con estrella (${/\((.*)\)/.exec(p.purpose)?.[1] ?? ''})`;
    if (p.id === 'recall') return 'tirada de llamada de la caballería que cargó';
    if (p.id === 'pursuit-melee')
      return 'cuerpo a cuerpo de la caballería perseguidora con el primer enemigo que toca';
    return p.purpose;
  }
  switch (p.choice) {
    case 'retreat-path':
      return `camino de ${translateValue(/^(\S+) path/.exec(p.purpose)?.[1] ?? 'retreat', 'es')}: ${p.options.length} caminos empatan en todas las prioridades`;
    case 'advance-hex':
      return 'hexágono vacío al que avanzar';
    case 'pursuit-target':
      return 'unidad en fuga que la caballería debe perseguir';
    case 'trample':
      return 'la caballería llamada puede arrollar unidades en fuga';
    case 'use-leader':
      return `comprometer ${p.purpose
        .replace(/^commit /, '')
        .replace(/ to the melee roll$/, '')
        .replaceAll(' and ', ' y ')} en la tirada de cuerpo a cuerpo`;
    default:
      return p.purpose;
  }
}

/** The label of option `i` of a pending choice in `lang`. */
export function describeOption(p: Extract<Pending, { kind: 'choice' }>, i: number, lang: Lang): string {
  const o = p.options[i];
  if (!o) return '';
  if (lang === 'en') return o.label;
  if (p.choice === 'use-leader')
    return o.id === 'commit' ? o.label.replace(/^commit/, 'comprometer') : 'mantener al líder fuera';
  if (p.choice === 'trample') {
    if (o.id === 'none') return 'no arrollar';
    const m = /^trample (.+): (\d+) increments for (\d+) MP$/.exec(o.label);
    return m ? `arrollar a ${m[1]}: ${m[2]} incrementos por ${m[3]} PM` : o.label;
  }
  return o.label.replace(/ at (\d{4,6})$/, ' en $1');
}
