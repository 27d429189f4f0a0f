/**
 * Spanish titles of the charge machine's states, by state path (machines/charge.ts keeps the English
 * titles in each state's meta; test/narration/es.test.ts checks that every state has one here).
 */
export const STEP_TITLES_ES: Readonly<Record<string, string>> = {
  declared: 'La caballería que carga alcanza su objetivo',
  unsuppliedArtilleryFlees: 'Paso 1: la artillería sin munición huye',
  standCheck: 'Paso 2: chequeo de moral para aguantar la carga',
  standCheckDecided: 'Paso 2: ¿huyeron todos los objetivos?',
  columnShiftDie: 'Paso 2: dado de desplazamiento de columna',
  defensiveFire: 'Paso 3: fuego defensivo',
  meleeOdds: 'Paso 4: proporción del cuerpo a cuerpo',
  meleeRoll: 'Paso 5: tirada y resultado del cuerpo a cuerpo',
  routedTargetRetreats: 'Contra unidades en fuga, paso 1: la unidad en fuga se retira',
  flightAfterStandCheck:
    'Huida de los objetivos que fallaron el chequeo de moral (doctrina de huida del reglamento)',
  flightAfterMelee:
    'Huida de las unidades que rompió el resultado del cuerpo a cuerpo (doctrina de huida del reglamento)',
  flightAfterRoutedRetreat:
    'Huida de los objetivos en fuga que se retiran (doctrina de huida del reglamento)',
  advanceAfterCharge: 'Paso 6: avance tras la carga',
  afterAdvance: '¿Hay persecución?',
  doctrinePursuit: 'Persecución (doctrina de persecución del reglamento)',
  pursuit: 'Paso 7: llamada y persecución',
  'pursuit.recall': 'Tirada de llamada',
  'pursuit.trample': 'Llamada obedecida: arrollar unidades en fuga',
  'pursuit.pursuitTarget': 'Llamada no obedecida: seguir a la unidad en retirada',
  'pursuit.contact': 'Qué tocó la persecución',
  'pursuit.pursuitMelee': 'Cuerpo a cuerpo con el primer enemigo tocado, a x1/2',
  'pursuit.routedInPlace': 'Los perseguidores quedan en fuga (PGD) donde están',
  reform: 'Paso 8: vuelta al paso 5 del procedimiento de carga, reagrupamiento de la caballería',
  ended: 'La carga ha terminado',
};
