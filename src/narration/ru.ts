import type { Catalogue } from './catalogue.ts';

/** A number of hexes, in the Russian plural forms. */
const HEX = (n: string): string =>
  `{${n}, plural, one {# гекс} few {# гекса} many {# гексов} other {# гекса}}`;
/** A number of increments, in the Russian plural forms. */
const INC = (n: string): string =>
  `{${n}, plural, one {# инкремент} few {# инкремента} many {# инкрементов} other {# инкремента}}`;

/**
 * Russian narration templates, by message key (the same keys and parameters as en.ts). Plurals are
 * "{n, plural, one {...} few {...} many {...} other {...}}", chosen by Intl.PluralRules('ru'). The
 * terms of the flight and pursuit doctrines follow the Russian text of the 8th edition (seed 001):
 * разгромленное подразделение, бросок на отступление, преследование, полные ряды.
 */
export const RU: Readonly<Record<string, string>> = {
  'artillery.flees':
    '{unit} — снятая с передков артиллерия без запаса боеприпасов и без поддерживающего стека: она бежит',
  'artillery.eliminated-fleeing': '{unit} — снятая с передков артиллерия, вынужденная бежать: уничтожена',
  'artillery.none-flees': 'Среди целей нет снятой с передков артиллерии без боеприпасов: никто не бежит',
  'stand.passed':
    '{stack} выдерживает атаку: модифицированный бросок {modified} больше морали {morale}; оборонительный огонь удваивается',
  'stand.failed':
    '{stack} не выдерживает атаку: модифицированный бросок {modified} не больше морали {morale}',
  'stand.failed-protected':
    '{unit} в каре, в рассыпном строю или в особом строении: держится, но без удвоенного огня и без сдвига колонок',
  'stand.column-shift': `Кубик сдвига колонок для стека в {hex}: {roll} даёт сдвиг влево на {shift, plural, one {# колонку} few {# колонки} many {# колонок} other {# колонки}}`,
  'fire.none': 'Ни одно подразделение стека в {hex} не может стрелять: оборонительного огня нет',
  'fire.none-left': 'В {hex} не осталось обороняющихся подразделений: оборонительного огня нет',
  'fire.routed': '{unit} бежит: не стреляет',
  'fire.no-fire-value': '{unit} не имеет огневой силы: не стреляет',
  'fire.limbered': '{unit} — артиллерия на передках: не стреляет',
  'fire.unsupplied': '{unit} — артиллерия без боеприпасов снабжения: не стреляет',
  'fire.not-front': 'У {unit} атакующая кавалерия не стоит на фронтальной стороне гекса: не стреляет',
  'fire.result': `{stack} стреляет с силой {strength} по колонке {column}: бросок {modified}, {casualties, plural, one {# потеря} few {# потери} many {# потерь} other {# потери}}`,
  'loss.increment': '{unit} теряет инкремент (осталось {left})',
  'loss.eliminated': '{unit} уничтожено',
  'melee.odds': 'Соотношение сил в рукопашной {attacker} : {defender}, колонка {column} ({rounding})',
  'melee.roll': 'Бросок рукопашной {roll}, с модификаторами {modified}, по колонке {column}: {result}',
  'leader.committed': 'В бросок рукопашной введены: {leaders}',
  'leader.held': 'Не введены в бросок рукопашной: {leaders}',
  'morale.disordered': '{unit} приходит в расстройство',
  'morale.routed': '{unit} обращается в бегство (PGD)',
  'morale.routed-second-disorder': '{unit} уже было расстроено: обращается в бегство (PGD)',
  'move.rout': `{stack} бежит на ${HEX('hexes')} из {from} в {to} ({path}), стоимость местности {cost}`,
  'move.retreat': `{stack} отходит на ${HEX('hexes')} из {from} в {to} ({path})`,
  'move.fall-back': `{stack} откатывается на ${HEX('hexes')} из {from} в {to} ({path})`,
  'move.bounce': `{stack} отскакивает на ${HEX('hexes')} из {from} в {to}`,
  'move.surrenders': `{stack} не может завершить {move} на ${HEX('hexes')}: сдаётся`,
  'move.zones-left': `{stack} покидает {zones, plural, one {# вражескую зону влияния} few {# вражеские зоны влияния} many {# вражеских зон влияния} other {# вражеской зоны влияния}}: по инкременту за каждую (${INC('lost')})`,
  'move.zones-left-first-free': `{stack} покидает {zones, plural, one {# вражескую зону влияния} few {# вражеские зоны влияния} many {# вражеских зон влияния} other {# вражеской зоны влияния}}: зоны исходного гекса ничего не стоят, по инкременту за каждую другую (${INC('lost')})`,
  'result.AS': 'AS: атакующий сдаётся; все атаковавшие подразделения снимаются с карты',
  'result.AR': 'AR: атакующий обращается в бегство; атака заканчивается',
  'result.AD': `AD{hexes}: атакующие расстроены и откатываются на ${HEX('hexes')}; атака заканчивается`,
  'result.bounce': `Пусто: кавалерия отскакивает (на ${HEX('hexes')} назад, {disorder}); атака заканчивается`,
  'result.DD': `DD{hexes}: обороняющиеся расстроены и отходят на ${HEX('hexes')}`,
  'result.DD-structure': '{stack} в особом строении: не отходит',
  'result.DR': 'DR: обороняющиеся обращаются в бегство',
  'result.DS': 'DS: обороняющиеся сдаются и снимаются с карты',
  'result.routed-with-defenders': '{units}, бегущие и стоящие в стеке с обороняющимися, бегут вместе с ними',
  'result.losses': `Потери: атакующий теряет ${INC('attacker')}, обороняющийся {defender}`,
  'result.check-passed': '{stack} проходит проверку морали за звёздочку ({roll} больше {morale})',
  'result.check-failed': '{stack} не проходит проверку морали за звёздочку ({roll} не больше {morale})',
  'rout.artillery-eliminated': '{unit} — снятая с передков артиллерия, вынужденная бежать: уничтожена',
  'advance.in-order': '{stack} продвигается в {hex}',
  'advance.disordered':
    '{stack} получает отметку расстройства и продвигается в {hex}, освобождённый рукопашной',
  'advance.none': 'Ни один гекс цели не освободился: продвижения нет',
  'advance.cannot': 'Ни одно атаковавшее подразделение не может продвинуться',
  'recall.recalled': '{stack} отозвана (бросок {roll}, с модификаторами {modified})',
  'recall.not-recalled':
    '{stack} не отозвана (бросок {roll}, с модификаторами {modified}) и должна преследовать',
  'trample.done': `Отозванная кавалерия топчет {unit}: ${INC('increments')} за {cost} ОД`,
  'trample.none': 'Отозванная кавалерия никого не топчет',
  'pursuit.follow': '{stack} преследует {target} из {from} в {to}, касаясь {touched}',
  'pursuit.caught-routed': '{units}: настигнуты и должны отступить снова',
  'pursuit.melee-odds': 'Преследующие вступают в рукопашную с {stack} за половину силы: колонка {column}',
  'pursuit.melee-roll': 'Бросок рукопашной преследования {roll} по колонке {column}: {result}',
  'pursuit.routed-in-place': '{unit} остаётся в бегстве (PGD) в {hex} после всех рукопашных',
  'routed.retreats': '{stack} в бегстве (PGD): отступает перед атакой',
  'reform.unit': '{unit} приводит себя в порядок: {readiness}, {morale}',
  'reform.nobody': 'Не осталось атаковавшей кавалерии, чтобы привести её в порядок',
  'charge.ended': 'Атака окончена: {ending}',
  'ending.melee': 'рукопашная при {odds}',
  'ending.attackers': 'атакующие {states}',
  'ending.defenders': 'обороняющиеся {states}',
  'ending.state.good': 'в порядке',
  'ending.state.disordered': 'расстроены',
  'ending.state.routed': 'в бегстве (PGD)',
  'ending.status.surrendered': 'сдались',
  'ending.status.eliminated': 'уничтожены',
  'ending.status.off-map': 'за краем карты',
  'ending.recall.recalled': 'отозвана',
  'ending.recall.not-recalled': 'не отозвана',
  // flight and pursuit doctrines (seeds 000, 001, 002)
  'doctrine.cause-6e': '{unit} бежит от {cause}, вражеского подразделения с наибольшей силой ({value})',
  'doctrine.cause-8e':
    '{unit} отступает от {cause}, подразделения в контакте с наибольшим числом полных рядов ({value})',
  'doctrine.cause-chosen': '{unit} бежит от {cause} (выбран из равных)',
  'doctrine.pursuers': 'Подразделения, которые могут преследовать, от самого сильного: {units}',
  'doctrine.no-pursuers': 'Преследовать не может никто: {units}',
  'doctrine.pursues': '{unit} будет преследовать {target}',
  'doctrine.held-back': '{unit} удерживается от преследования: 2D6 {roll} <= Лидерство {leadership} ({from})',
  'doctrine.not-held':
    '{unit} не удерживается: 2D6 {roll} > Лидерство {leadership} ({from}); должно преследовать',
  'doctrine.first-to-roll':
    'Преследующие подразделения есть только у стороны «{side}»: она и бросает первой (активному игроку выбирать не из чего)',
  'doctrine.order-picked': '{unit} бросает и движется {place}-м по счёту (решает его владелец)',
  'doctrine.flight-roll': 'Бросок на отступление {unit}: {dice} = {roll}',
  'doctrine.pursuit-roll': 'Бросок на преследование {unit}: {dice} = {roll}',
  'doctrine.reflight-roll': '{unit}, уже бегущее, бежит снова: {dice} = {roll}',
  'doctrine.flees-6e': `{unit} поворачивается спиной и бежит на {roll} см = ${HEX('hexes')} из {from} в {to} ({path}; отброшенные приоритеты: {dropped})`,
  'doctrine.flees-8e': `{unit} поворачивается прямо от врага и отступает на {roll, plural, one {# дюйм} few {# дюйма} many {# дюймов} other {# дюйма}} = ${HEX('hexes')} из {from} в {to} ({path})`,
  'doctrine.placed':
    '{unit} закончило бы движение в дружеском подразделении в {hex}: ставится рядом или позади, в {to}',
  'doctrine.fled-off-map': `{unit} отступает на {roll} (${HEX('hexes')}, {path}) за край карты и снимается`,
  'doctrine.destroyed-8e':
    '{unit} уничтожено: бросок преследования {pursuit} >= броска отступления {flight}; оно закончило бы движение в {hex}',
  'doctrine.caught-6e':
    '{unit} настигает {target}: бросок преследования {pursuit} >= броска бегства {flight}; {target} уничтожено',
  'doctrine.escaped-6e':
    '{target} уходит от {unit}: бросок преследования {pursuit} < броска бегства {flight}; преследователь остаётся в {behind} см позади',
  'doctrine.pursuer-moves': `{unit} преследует ({roll}: ${HEX('hexes')}) из {from} в {to}`,
  'doctrine.pursuit-blocked': '{unit} упирается в препятствие в {hex} и останавливается на гекс раньше',
  'doctrine.new-charge-6e':
    '{unit} налетает на {enemy} в {hex}: обязательная новая атака; враг может только стоять, бой — в следующий ход, {unit} атакует',
  'doctrine.charge-8e':
    '{unit} входит в контакт с {enemy} в {hex}: атака с броском преследования как дистанцией и без реакции; бой — в следующем раунде, {unit} атакует',
  'doctrine.reflight-caught':
    '{unit} настигнуто при новом бегстве: бросок преследования {pursuit} >= его нового броска {roll}; уничтожено',
  'doctrine.reflight-flees': '{unit} бежит снова ({roll} см) до {to}',
  'doctrine.off-map':
    '{unit} уходит в преследовании за край карты в {hex}: вернётся туда, лицом внутрь, в свою следующую фазу движения',
  'doctrine.declined-freely': '{unit}, защищая {terrain}, по своему выбору не преследует, без проверки',
  'doctrine.flight-blocked': `{unit} не может уйти ({roll}: ${HEX('hexes')}, {path}): ни один гекс дальше от врага ему не открыт; оно уничтожено`,
  'doctrine.flight-no-room': `{unit} отступает на {roll} (${HEX('hexes')}, {path}) в дружеские подразделения, рядом и позади которых нет свободного гекса; оно уничтожено`,
  'doctrine.escaped-6e-stopped':
    '{target} уходит от {unit}: бросок преследования {pursuit} < броска бегства {flight}; {unit} остановлено в {to}, не дойдя до разницы бросков позади',
  'doctrine.caught-off-table-6e':
    '{unit} настигает {target}, ушедшее за край стола: бросок преследования {pursuit} >= броска бегства {flight}; {target} уничтожено, а не просто бежало',
  'doctrine.pursuer-stays': `{unit} не может преследовать ({roll}: ${HEX('hexes')}) и остаётся в {from}`,
  'doctrine.pushed-back':
    '{unit} не помещается в {hex} (предел стека или там вражеский командир): останавливается в {to}',
  'doctrine.pivot-8e': '{unit} разворачивается лицом к {hex}',
  // Запросы и их варианты (src/procedure/request.ts): что игроку предлагается бросить или решить.
  'request.stand-check': 'проверка морали стека в {hex}, чтобы выдержать атаку',
  'request.column-shift-die': 'кубик сдвига колонок стека в {hex}, который выдержал атаку',
  'request.defensive-fire': 'оборонительный огонь стека в {hex}',
  'request.melee-roll': 'бросок рукопашной при {odds}',
  'request.starred-morale-check.attacker': 'проверка морали атакующего за звёздочку ({result})',
  'request.starred-morale-check.defender': 'проверка морали обороняющегося за звёздочку ({result})',
  'request.recall': 'бросок на отзыв атаковавшей кавалерии',
  'request.pursuit-melee': 'рукопашная преследующей кавалерии с первым встреченным врагом',
  'request.hold-back-test':
    'проверка {unit}, чтобы удержаться от преследования (Лидерство {leadership}, {from})',
  'request.flight-roll.inches': 'бросок на отступление {unit} (дюймы)',
  'request.flight-roll.cm': 'бросок на отступление {unit} (см)',
  'request.pursuit-roll.inches': 'бросок на преследование {unit} (дюймы)',
  'request.pursuit-roll.cm': 'бросок на преследование {unit} (см)',
  'request.reflight-roll': 'новый бросок бегства {unit}, уже бегущего и настигнутого преследованием (см)',
  'request.retreat-path.retreat': `путь (отход) для {stack} (${HEX('hexes')}): {count} путей равны по всем приоритетам`,
  'request.retreat-path.rout': `путь (бегство) для {stack} (${HEX('hexes')}): {count} путей равны по всем приоритетам`,
  'request.retreat-path.fall-back': `путь (откат) для {stack} (${HEX('hexes')}): {count} путей равны по всем приоритетам`,
  'request.retreat-path.bounce': `путь (отскок) для {stack} (${HEX('hexes')}): {count} путей равны по всем приоритетам`,
  'request.advance-hex': 'освобождённый гекс для продвижения',
  'request.pursuit-target': 'отступающее подразделение, которое кавалерия должна преследовать',
  'request.trample': 'отозванная кавалерия может растоптать бегущих',
  'request.use-leader': 'ввести {leaders} в бросок рукопашной',
  'request.flight-cause.ranks':
    'враг, от которого отступает {unit} (равное число полных рядов: выбирает преследующая сторона)',
  'request.flight-cause.strength': 'враг, от которого отступает {unit} (равная сила: выбирает владелец)',
  'request.pursue-which': 'кого из отступающих преследует {unit} (только одного)',
  'request.hold-back.free':
    'преследует ли {unit}, защищая {terrain}, или остаётся (свободный выбор, без проверки)',
  'request.hold-back.test':
    'пытается ли {unit} удержаться от преследования (проверка Лидерства) вместо преследования',
  'request.flight-order':
    'какое отступающее подразделение бросает и движется следующим (решает его владелец)',
  'request.pursuit-order':
    'какое преследующее подразделение бросает на преследование и движется следующим (решает его владелец)',
  'option.commit-leader': 'ввести ({modifiers})',
  'option.hold-leader': 'не вводить командира',
  'option.path': '{path}',
  'option.hex': '{hex}',
  'option.unit': '{unit}',
  'option.unit-at': '{unit} в {hex}',
  'option.trample': `растоптать {unit}: ${INC('increments')} за {cost} ОД`,
  'option.no-trample': 'не топтать',
  'option.pursue': 'преследовать',
  'option.attempt-hold-back': 'попытаться удержаться: 2D6 <= Лидерство',
  'option.decline-freely': 'остаться в {terrain}: свободный отказ, без проверки',
  'option.next': '{unit} следующим',
  'list.and': ' и ',
} satisfies Catalogue;
