import { act, renderHook } from '@testing-library/react';
import { useSettledValue } from './useSettledValue';

describe('useSettledValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles on the last value once it has not changed for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 250), {
      initialProps: { value: '' },
    });
    rerender({ value: 'o' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'oa' });
    act(() => jest.advanceTimersByTime(200));
    // 400 ms of typing, never a 250 ms pause: still the first value.
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(50));
    expect(result.current).toBe('oa');
  });
});
