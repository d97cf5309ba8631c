import type { Browser } from 'playwright';
import { launchChromium } from './browser';

describe('launchChromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 30_000);
  afterAll(() => browser?.close());

  it('opens a context with no browser UI of its own beside the page it measures', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto('data:text/html,<p>measured</p>');
      // The omnibox popup loaded a few hundred milliseconds after the context opened.
      await page.waitForTimeout(1_000);
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((t) => `${t.type} ${t.url}`)).toEqual(['page data:text/html,<p>measured</p>']);
    } finally {
      await context.close();
    }
  }, 30_000);
});
