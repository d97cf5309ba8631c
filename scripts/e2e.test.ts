import { HOW_TO_GET_CHROMIUM } from '../e2e/browser';
import { browserPlan } from './e2e';

describe('end-to-end browser plan', () => {
  it('runs when a browser is found', () => {
    expect(browserPlan(true, false)).toBe('run');
    expect(browserPlan(true, true)).toBe('run');
  });

  it('skips without a browser on a developer machine, and fails under CI', () => {
    expect(browserPlan(false, false)).toBe('skip');
    expect(browserPlan(false, true)).toBe('fail');
  });

  it('says exactly how to get a browser', () => {
    expect(HOW_TO_GET_CHROMIUM).toContain('apt-get install chromium');
    expect(HOW_TO_GET_CHROMIUM).toContain('CHROMIUM_PATH');
  });
});
