import type { LogEntry } from '../procedure/log.ts';
import type { Pending } from '../procedure/state.ts';
import { EN } from './en.ts';
import { ES } from './es.ts';
import { render } from './render.ts';
import { RU } from './ru.ts';

/** A narration language: English, Spanish (the La Bataille texts), Russian (the 8th-edition text). */
export type Lang = 'en' | 'es' | 'ru';

/** The narration languages, in menu order. */
export const LANGS: readonly Lang[] = ['en', 'es', 'ru'];

/** A language code read from outside (a URL, a command line): the narration language, or undefined. */
export function parseLang(s: unknown): Lang | undefined {
  return typeof s === 'string' && (LANGS as readonly string[]).includes(s) ? (s as Lang) : undefined;
}

/** The narration catalogues, by language: the same keys, one template each. */
export const CATALOGUES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: EN,
  es: ES,
  ru: RU,
};

/** A unit's morale state and readiness (19.x) in words, by language: the narration's and the CLI's board. */
export const UNIT_STATE_WORDS: Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<string, string>>>> = {
  es: {
    good: 'en buen orden',
    disordered: 'desordenada',
    routed: 'en fuga (PGD)',
    fresh: 'fresca',
    tired: 'cansada',
    exhausted: 'agotada',
  },
  ru: {
    good: 'в порядке',
    disordered: 'расстроено',
    routed: 'в бегстве (PGD)',
    fresh: 'свежее',
    tired: 'уставшее',
    exhausted: 'изнурённое',
  },
};

/** Words for the enumerated English values the procedure puts into message parameters, by language. */
const VALUES: Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<string, string>>>> = {
  es: {
    ...UNIT_STATE_WORDS.es,
    'in order': 'en orden',
    nothing: 'nada',
    rout: 'huida',
    retreat: 'retirada',
    'fall-back': 'retroceso',
    bounce: 'rebote',
    'round-down': 'redondeo hacia abajo',
    'nearest-half-defender': 'a la media columna, a favor del defensor',
    'nearest-half': 'a la media columna más cercana',
    surrendered: 'rendidos',
    eliminated: 'eliminados',
    'off the map': 'fuera del mapa',
    recalled: 'llamada obedecida',
    'not-recalled': 'llamada no obedecida',
  },
  ru: {
    ...UNIT_STATE_WORDS.ru,
    'in order': 'в порядке',
    nothing: 'ничего',
    rout: 'бегство',
    retreat: 'отход',
    'fall-back': 'откат',
    bounce: 'отскок',
    'round-down': 'округление вниз',
    'nearest-half-defender': 'до половины колонки, в пользу обороняющегося',
    'nearest-half': 'до ближайшей половины колонки',
    surrendered: 'сдались',
    eliminated: 'уничтожены',
    'off the map': 'за краем карты',
    recalled: 'отозвана',
    'not-recalled': 'не отозвана',
  },
};

/** How a side's state reads after "attackers"/"defenders" (plural agreement), by language. */
const SIDE_STATES: Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<string, string>>>> = {
  es: { disordered: 'desordenados', good: 'en buen orden', routed: 'en fuga (PGD)' },
  ru: { disordered: 'расстроены', good: 'в порядке', routed: 'в бегстве (PGD)' },
};
const ENDING_WORDS: Readonly<
  Record<Exclude<Lang, 'en'>, { melee: string; attackers: string; defenders: string }>
> = {
  es: { melee: 'cuerpo a cuerpo a', attackers: 'atacantes', defenders: 'defensores' },
  ru: { melee: 'рукопашная при', attackers: 'атакующие', defenders: 'обороняющиеся' },
};

/** An entry of a table, own members only (a unit may be named "constructor"). */
function own(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Translates one enumerated parameter value (or a charge ending) into `lang`; other values pass unchanged. */
export function translateValue(v: string | number, lang: Lang): string | number {
  if (lang === 'en' || typeof v === 'number') return v;
  const values = VALUES[lang];
  const direct = own(values, v);
  if (direct !== undefined) return direct;
  // A charge ending: "melee at 3:2, attackers good, defenders disordered/routed, recalled".
  if (/^(melee at |attackers )/.test(v)) {
    const w = ENDING_WORDS[lang];
    return v
      .split(', ')
      .map((part) => {
        const melee = /^melee at (.+)$/.exec(part);
        if (melee) return `${w.melee} ${melee[1]}`;
        const side = /^(attackers|defenders) (.+)$/.exec(part);
        if (side) {
          const states = side[2]!.split('/').map((s) => own(SIDE_STATES[lang], s) ?? own(values, s) ?? s);
          return `${side[1] === 'attackers' ? w.attackers : w.defenders} ${states.join('/')}`;
        }
        return own(values, part) ?? part;
      })
      .join(', ');
  }
  return v;
}

/**
 * The narration of a log entry in `lang` (English when omitted): its key's template in that language's
 * catalogue filled with its parameters (enumerated values in that language too), plurals by the
 * language's Intl.PluralRules. A key the language lacks is told in English; a key no catalogue has
 * (none the engine writes: test/narration) is shown as it is. Never throws.
 */
export function narrate(entry: Pick<LogEntry, 'key' | 'params'>, lang: Lang = 'en'): string {
  const template = Object.hasOwn(CATALOGUES, lang) ? own(CATALOGUES[lang], entry.key) : undefined;
  if (template === undefined || lang === 'en') {
    const english = template ?? own(EN, entry.key);
    return english === undefined ? entry.key : render(english, entry.params);
  }
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(entry.params)) params[k] = translateValue(v, lang);
  return render(template, params, lang);
}

/** A log entry with its words in one language: what a charge session gives its host (`session.log`, `onLog`). */
export type NarratedEntry = LogEntry & {
  /** The entry narrated in the session's language (`narrate`). */
  readonly text: string;
};

/** A log entry and its narration in `lang` (English when omitted). */
export function narrated(entry: LogEntry, lang: Lang = 'en'): NarratedEntry {
  return { ...entry, text: narrate(entry, lang) };
}

/** Pending requests' purposes in Spanish and Russian, from the request's id and the names in its English purpose. */
const PENDING: Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<string, string>>>> = {
  es: {
    stand: 'chequeo de moral de la pila en {hex} ante la carga',
    columnShift: 'dado de desplazamiento de columna de la pila en {hex}, que aguantó',
    fire: 'fuego defensivo de la pila en {hex}',
    melee: 'tirada de cuerpo a cuerpo a {odds}',
    star: 'chequeo de moral con estrella ({result})',
    recall: 'tirada de llamada de la caballería que cargó',
    pursuitMelee: 'cuerpo a cuerpo de la caballería perseguidora con el primer enemigo que toca',
    holdBackRoll: 'chequeo para evitar la persecución de {unit} (Liderazgo {value} de {from})',
    flightRoll: 'tirada de huida de {unit} ({unitOfLength})',
    pursuitRoll: 'tirada de persecución de {unit} ({unitOfLength})',
    reflightRoll: 'nueva tirada de huida de {unit}, que ya huía y es alcanzada por la persecución (cm)',
    retreatPath:
      'camino de {move} de {name} ({hexes, plural, one {# hexágono} other {# hexágonos}}): {count} caminos empatan en todas las prioridades',
    advanceHex: 'hexágono vacío al que avanzar',
    pursuitTarget: 'unidad en retirada que la caballería debe perseguir',
    trample: 'la caballería llamada puede arrollar unidades en fuga',
    useLeader: 'comprometer a {leaders} en la tirada de cuerpo a cuerpo',
    flightCause: 'enemigo del que huye {unit} ({why})',
    pursueWhich: 'a qué unidad en fuga persigue {unit} (solo a una)',
    holdBackFree: 'si {unit}, que defiende {terrain}, persigue o se queda (elección libre, sin chequeo)',
    holdBack: 'si {unit} intenta evitar la persecución (chequeo de Liderazgo) en lugar de perseguir',
    flightOrder: 'qué unidad en fuga tira y mueve a continuación (elige quien la controla)',
    pursuitOrder:
      'qué unidad perseguidora tira la persecución y mueve a continuación (elige quien la controla)',
    equalRanks: 'filas completas iguales: elige el bando perseguidor',
    equalStrength: 'potencia igual: elige quien la controla',
    and: ' y ',
  },
  ru: {
    stand: 'проверка морали стека в {hex}, чтобы выдержать атаку',
    columnShift: 'кубик сдвига колонок стека в {hex}, который выдержал атаку',
    fire: 'оборонительный огонь стека в {hex}',
    melee: 'бросок рукопашной при {odds}',
    star: 'проверка морали за звёздочку ({result})',
    recall: 'бросок на отзыв атаковавшей кавалерии',
    pursuitMelee: 'рукопашная преследующей кавалерии с первым встреченным врагом',
    holdBackRoll: 'проверка {unit}, чтобы удержаться от преследования (Лидерство {value}, {from})',
    flightRoll: 'бросок на отступление {unit} ({unitOfLength})',
    pursuitRoll: 'бросок на преследование {unit} ({unitOfLength})',
    reflightRoll: 'новый бросок бегства {unit}, уже бегущего и настигнутого преследованием (см)',
    retreatPath:
      'путь ({move}) для {name} ({hexes, plural, one {# гекс} few {# гекса} many {# гексов} other {# гекса}}): {count} путей равны по всем приоритетам',
    advanceHex: 'освобождённый гекс для продвижения',
    pursuitTarget: 'отступающее подразделение, которое кавалерия должна преследовать',
    trample: 'отозванная кавалерия может растоптать бегущих',
    useLeader: 'ввести {leaders} в бросок рукопашной',
    flightCause: 'враг, от которого отступает {unit} ({why})',
    pursueWhich: 'кого из отступающих преследует {unit} (только одного)',
    holdBackFree: 'преследует ли {unit}, защищая {terrain}, или остаётся (свободный выбор, без проверки)',
    holdBack: 'пытается ли {unit} удержаться от преследования (проверка Лидерства) вместо преследования',
    flightOrder: 'какое отступающее подразделение бросает и движется следующим (решает его владелец)',
    pursuitOrder:
      'какое преследующее подразделение бросает на преследование и движется следующим (решает его владелец)',
    equalRanks: 'равное число полных рядов: выбирает преследующая сторона',
    equalStrength: 'равная сила: выбирает владелец',
    and: ' и ',
  },
};

/** The pending request's purpose in `lang` (the procedure words it in English; other languages are built from its id). */
export function describePending(p: Pending, lang: Lang = 'en'): string {
  if (lang === 'en') return p.purpose;
  const T = PENDING[lang];
  const say = (k: string, params: Record<string, string | number> = {}) => render(T[k]!, params, lang);
  const hex = /at (\d{4,6})/.exec(p.purpose)?.[1] ?? '';
  const of = (re: RegExp) => re.exec(p.purpose)?.[1] ?? '';
  const length = (s: string) =>
    s.includes('inches') ? (lang === 'es' ? 'pulgadas' : 'дюймы') : lang === 'es' ? 'cm' : 'см';
  if (p.kind === 'roll') {
    if (p.id.startsWith('stand-')) return say('stand', { hex });
    if (p.id.startsWith('column-shift-')) return say('columnShift', { hex });
    if (p.id.startsWith('fire-')) return say('fire', { hex });
    if (p.id === 'melee') return say('melee', { odds: of(/^melee roll at (.+)$/) });
    if (p.id.startsWith('star-')) return say('star', { result: of(/\((.*)\)/) });
    if (p.id === 'recall') return say('recall');
    if (p.id === 'pursuit-melee') return say('pursuitMelee');
    if (p.id.startsWith('hold-back:')) {
      const m = /^hold-back test of (.+) \(Leadership (\d+) of (.+)\)$/.exec(p.purpose);
      if (m) return say('holdBackRoll', { unit: m[1]!, value: m[2]!, from: m[3]! });
    }
    if (p.id.startsWith('flight:'))
      return say('flightRoll', {
        unit: of(/^flight roll of (.+?)(?: \((?:inches|cm)\))?$/),
        unitOfLength: length(p.purpose),
      });
    if (p.id.startsWith('pursuit:'))
      return say('pursuitRoll', {
        unit: of(/^pursuit roll of (.+?) \((?:inches|cm)\)$/),
        unitOfLength: length(p.purpose),
      });
    if (p.id.startsWith('reflight:'))
      return say('reflightRoll', { unit: of(/^new flight roll of (.+?), already/) });
    return p.purpose;
  }
  switch (p.choice) {
    case 'retreat-path': {
      const m = /^(\S+) path of (.+) \((\d+) hexes\): (\d+) paths/.exec(p.purpose);
      return say('retreatPath', {
        move: translateValue(m?.[1] ?? 'retreat', lang),
        name: m?.[2] ?? '',
        hexes: Number(m?.[3] ?? 0),
        count: m?.[4] ?? String(p.options.length),
      });
    }
    case 'advance-hex':
      return say('advanceHex');
    case 'pursuit-target':
      return say('pursuitTarget');
    case 'trample':
      return say('trample');
    case 'use-leader':
      return say('useLeader', { leaders: of(/^commit (.+) to the melee roll$/).replaceAll(' and ', T.and!) });
    case 'flight-cause':
      return say('flightCause', {
        unit: of(/^enemy (.+) flees from/),
        why: p.purpose.includes('full ranks') ? T.equalRanks! : T.equalStrength!,
      });
    case 'pursue-which':
      return say('pursueWhich', { unit: of(/^fleeing unit (.+) pursues/) });
    case 'hold-back': {
      const free = /^whether (.+), defending (.+), pursues or stays/.exec(p.purpose);
      if (free) return say('holdBackFree', { unit: free[1]!, terrain: free[2]! });
      return say('holdBack', { unit: of(/^whether (.+) tries to hold back/) });
    }
    case 'pursuit-order':
      return say('pursuitOrder');
    case 'flight-order':
      return say('flightOrder');
    default:
      return p.purpose;
  }
}

/** Option labels of pending choices in Spanish and Russian (English labels come from the procedure). */
const OPTIONS: Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<string, string>>>> = {
  es: {
    commit: 'comprometer',
    hold: 'mantener al líder fuera',
    noTrample: 'no arrollar',
    trample:
      'arrollar a {unit}: {increments, plural, one {# incremento} other {# incrementos}} por {cost} PM',
    pursue: 'perseguir',
    attempt: 'intentar evitar la persecución: 2D6 <= Liderazgo',
    decline: 'quedarse en {terrain}: renunciar libremente, sin chequeo',
    next: '{unit} a continuación',
    at: ' en ',
  },
  ru: {
    commit: 'ввести',
    hold: 'не вводить командира',
    noTrample: 'не топтать',
    trample:
      'растоптать {unit}: {increments, plural, one {# инкремент} few {# инкремента} many {# инкрементов} other {# инкремента}} за {cost} ОД',
    pursue: 'преследовать',
    attempt: 'попытаться удержаться: 2D6 <= Лидерство',
    decline: 'остаться в {terrain}: свободный отказ, без проверки',
    next: '{unit} следующим',
    at: ' в ',
  },
};

/** The label of option `i` of a pending choice in `lang`. */
export function describeOption(
  p: Extract<Pending, { kind: 'choice' }>,
  i: number,
  lang: Lang = 'en',
): string {
  const o = p.options[i];
  if (!o) return '';
  if (lang === 'en') return o.label;
  const T = OPTIONS[lang];
  const say = (k: string, params: Record<string, string | number> = {}) => render(T[k]!, params, lang);
  switch (p.choice) {
    case 'use-leader':
      return o.id === 'commit' ? o.label.replace(/^commit/, T.commit!) : say('hold');
    case 'trample': {
      if (o.id === 'none') return say('noTrample');
      const m = /^trample (.+): (\d+) increments for (\d+) MP$/.exec(o.label);
      return m ? say('trample', { unit: m[1]!, increments: Number(m[2]), cost: m[3]! }) : o.label;
    }
    case 'hold-back': {
      if (o.id === 'pursue') return say('pursue');
      if (o.id === 'attempt') return say('attempt');
      if (o.id === 'decline')
        return say('decline', { terrain: /^stay in the (.+?):/.exec(o.label)?.[1] ?? '' });
      return o.label;
    }
    case 'flight-order':
    case 'pursuit-order':
      return say('next', { unit: o.label.replace(/ next$/, '') });
    default:
      return o.label.replace(/ at (\d{4,6})$/, `${T.at}$1`);
  }
}
