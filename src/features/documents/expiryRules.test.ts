import cases from '../../../tests/cases/documentExpiryCases.json';
import { landlordToday } from '../../utils/landlordToday';
import { documentExpiryStatus, expiryLabel } from './expiryRules';

describe('the expiry rule: the shared table the database also runs', () => {
  afterEach(() => jest.useRealTimers());

  it.each(cases)('$name', ({ now, timeZone, expiresOn, status, label }) => {
    jest.useFakeTimers({ now: new Date(now) });
    const today = landlordToday(timeZone, new Date());
    expect(documentExpiryStatus(expiresOn, today)).toBe(status);
    expect(expiryLabel(expiresOn, today)).toBe(label);
  });
});
