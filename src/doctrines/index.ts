/** The flight and pursuit doctrines of the mass-battle texts (seeds 000, 001, 002) over ChargeState. */
export { answerDoctrineChoice, resolveDoctrineRoll } from './answers.ts';
export { askFlight, flightsMade, makeFlights } from './flight.ts';
export { fleeInLaterTurn } from './later-turns.ts';
export { type Obligation, returnToMap } from './obligations.ts';
export { doctrinesFor } from './plugin.ts';
export { askDoctrinePursuit, doctrinePursuitDone, doctrinePursuitDue } from './pursuit.ts';
export { flightsWaiting, recordFlights, routBecomesFlight } from './record.ts';
