import billJumpCases from '../../../tests/cases/billJumpCases.json';
import { billJump, jumpWarning } from './billJumpRules';

describe('billJump: the shared table the database also runs', () => {
  it.each(billJumpCases)('$name', ({ amount, prior, jump, usual, ...rest }) => {
    const result = billJump(amount, prior);
    expect(result.isJump).toBe(jump);
    expect(result.usual).toBe(usual);
    if ('ratio' in rest) expect(result.ratio).toBe(rest.ratio);
  });

  it('says what it saw', () => {
    expect(jumpWarning(131, billJump(131, [48, 48, 48]))).toBe('$131 is 2.7× the usual $48 — possible leak?');
    expect(jumpWarning(131.5, billJump(131.5, [48.25, 48.25, 48.25]))).toBe(
      '$131.50 is 2.7× the usual $48.25 — possible leak?',
    );
  });
});
