/**
 * Russian titles of the charge machine's states, by state path (machines/charge.ts keeps the English
 * titles in each state's meta; test/narration/languages.test.ts checks that every state has one here).
 */
export const STEP_TITLES_RU: Readonly<Record<string, string>> = {
  declared: 'Атакующая кавалерия достигает цели',
  unsuppliedArtilleryFlees: 'Шаг 1: артиллерия без боеприпасов бежит',
  standCheck: 'Шаг 2: проверка морали, чтобы выдержать атаку',
  standCheckDecided: 'Шаг 2: все ли цели обратились в бегство?',
  columnShiftDie: 'Шаг 2: кубик сдвига колонок',
  defensiveFire: 'Шаг 3: оборонительный огонь',
  meleeOdds: 'Шаг 4: соотношение сил в рукопашной',
  meleeRoll: 'Шаг 5: бросок и результат рукопашной',
  routedTargetRetreats: 'Против бегущих, шаг 1: бегущее подразделение отступает',
  flightAfterStandCheck: 'Отступление целей, не прошедших проверку морали (доктрина отступления правил)',
  flightAfterMelee:
    'Отступление подразделений, разбитых результатом рукопашной (доктрина отступления правил)',
  flightAfterRoutedRetreat: 'Отступление бегущих целей, которые отходят (доктрина отступления правил)',
  advanceAfterCharge: 'Шаг 6: продвижение после атаки',
  afterAdvance: 'Будет ли преследование?',
  doctrinePursuit: 'Преследование (доктрина преследования правил)',
  pursuit: 'Шаг 7: отзыв и преследование',
  'pursuit.recall': 'Бросок на отзыв',
  'pursuit.trample': 'Отозвана: растоптать бегущих',
  'pursuit.pursuitTarget': 'Не отозвана: преследовать отступающее подразделение',
  'pursuit.contact': 'Кого коснулось преследование',
  'pursuit.pursuitMelee': 'Рукопашная с первым встреченным врагом, за половину силы',
  'pursuit.routedInPlace': 'Преследующие остаются в бегстве (PGD) на месте',
  reform: 'Шаг 8: назад к шагу 5 процедуры атаки, кавалерия приводит себя в порядок',
  ended: 'Атака окончена',
};
