import { describe, expect, it } from 'vitest';
import { describeRequest } from '../../src/dice/index.ts';

describe('describeRequest', () => {
  it('says what the roll is for and which rule asks for it', () => {
    expect(
      describeRequest({
        id: 'stand:0305',
        dice: 'd66',
        purpose: 'the stand check of the Austrian stack at 0305',
        rule: '19.6',
      }),
    ).toBe('Roll d66 for the stand check of the Austrian stack at 0305 (19.6)');
  });

  it('leaves out an empty rule', () => {
    expect(
      describeRequest({ id: 'f', dice: '5d6', purpose: 'the flight of the 2nd Hussars', rule: ' ' }),
    ).toBe('Roll 5d6 for the flight of the 2nd Hussars');
  });
});
