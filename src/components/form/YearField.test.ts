import { recentYears } from './YearField';

describe('the years a books screen offers', () => {
  it.each([
    [{}, [2026, 2025, 2024, 2023, 2022, 2021]],
    [{ withNext: true }, [2027, 2026, 2025, 2024, 2023, 2022]],
    [{ count: 3 }, [2026, 2025, 2024]],
  ])('with %j, from 2026', (options, years) => {
    expect(recentYears(2026, options)).toEqual(years);
  });
});
