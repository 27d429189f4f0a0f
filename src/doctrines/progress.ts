/** The record of a charge's flights and pursuits under a doctrine: plain data, kept in src/model. */
export type * from '../model/doctrine-progress.ts';
