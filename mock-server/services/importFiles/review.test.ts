// The review's flag of a values row on a policy that no longer takes values, for every status.
import { describe, expect, it } from 'vitest';
import { POLICY_STATUSES } from '../../../src/domain/enums';
import { valueFlags } from './review';

describe('valueFlags', () => {
  it('flags a row of every policy that is not Active as inactivePolicy', () => {
    const flagged = POLICY_STATUSES.filter((policyStatus) =>
      valueFlags({
        accumulatedValue: 100,
        loanBalance: 0,
        deathBenefit: 1000,
        previousValue: 100,
        policyStatus,
      }).includes('inactivePolicy'),
    );
    expect(flagged).toEqual(['Exchanged', 'Lapsed', 'Surrendered', 'Matured']);
  });
});
