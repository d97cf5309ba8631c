/**
 * @jest-environment jest-fixed-jsdom
 */
import { TRACK_PAGE, WAIT_READY, type WaitArgs } from './readiness';

type Probe = (args: WaitArgs) => Promise<number>;
const probe: Probe = (0, eval)(`(${WAIT_READY})`);
const ARGS: WaitArgs = { selector: null, path: null, stableMs: 60, timeoutMs: 2_000, from: 0, back: false };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `change` after `ms` and returns the page's clock just before and just after it. */
function later(ms: number, change: () => void): Promise<{ before: number; after: number }> {
  return new Promise((resolve) =>
    setTimeout(() => {
      const before = performance.now();
      change();
      resolve({ before, after: performance.now() });
    }, ms),
  );
}

const skeleton = () => Object.assign(document.createElement('span'), { className: 'MuiSkeleton-root' });

// TRACK_PAGE wraps both, as it does in the page.
const { requestAnimationFrame: originalFrame, fetch: originalFetch } = window;

beforeEach(() => {
  document.body.innerHTML = '<main><h1>Bulk notes</h1><div id="rows"></div></main>';
});

afterEach(() => {
  delete (window as { __api?: unknown }).__api;
  window.requestAnimationFrame = originalFrame;
  window.fetch = originalFetch;
});

describe('WAIT_READY', () => {
  it('reports the first frame painted after the data went on screen', async () => {
    document.getElementById('rows')!.append(skeleton());
    const ready = probe({ ...ARGS, selector: '#rows li' });
    let frame = Infinity;
    const shown = await later(40, () => {
      document.getElementById('rows')!.innerHTML = '<li>Unit 1</li>';
      requestAnimationFrame(() => (frame = performance.now()));
    });
    const at = await ready;
    expect(at).toBeGreaterThanOrEqual(frame);
    expect(frame).toBeGreaterThanOrEqual(shown.after);
    // Painted, not confirmed: the figure does not include the stableMs the screen must then stay.
    expect(at).toBeLessThan(shown.after + ARGS.stableMs);
  });

  it('waits for the app’s API fetches to be answered and read', async () => {
    let answer: (response: Response) => void = () => undefined;
    window.fetch = () => new Promise<Response>((resolve) => (answer = resolve));
    (0, eval)(TRACK_PAGE);
    void window.fetch('http://api.test/rest/v1/units');
    const ready = probe(ARGS);
    await sleep(40);
    const answered = performance.now();
    answer(new Response('[]'));
    const at = await ready;
    expect(at).toBeGreaterThanOrEqual(answered);
    expect((window as unknown as { __api: { inflight: number } }).__api.inflight).toBe(0);
  });

  it('counts a change made in an animation frame as painted with that frame (Redux Toolkit notifies in one)', async () => {
    (0, eval)(TRACK_PAGE);
    const rows = document.getElementById('rows')!;
    rows.append(skeleton());
    const ready = probe(ARGS);
    const frames: number[] = [];
    let counting = true;
    const count = () => {
      frames.push(performance.now());
      if (counting) requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    await sleep(30);
    let changedAt = Infinity;
    requestAnimationFrame(() => {
      changedAt = performance.now();
      rows.replaceChildren();
    });
    const at = await ready;
    counting = false;
    expect(at).toBeGreaterThanOrEqual(changedAt);
    // No later frame: the figure is the task right after the frame that made the change.
    expect(frames.filter((t) => t > changedAt && t <= at)).toEqual([]);
  });

  it('starts again when a skeleton comes back before the screen has been still for stableMs', async () => {
    const ready = probe(ARGS);
    const rows = document.getElementById('rows')!;
    await later(20, () => rows.append(skeleton()));
    const settled = await later(30, () => rows.replaceChildren());
    const at = await ready;
    expect(at).toBeGreaterThanOrEqual(settled.after);
    expect(at).toBeLessThan(settled.after + ARGS.stableMs);
  });

  it('treats loading text, a progress bar and the schema check as not ready', async () => {
    const rows = document.getElementById('rows')!;
    rows.innerHTML =
      '<p role="status">Loading units...</p><span role="progressbar"></span><div id="schema-check-title"></div>';
    const ready = probe({ ...ARGS, timeoutMs: 150 });
    await later(30, () => rows.querySelector('[role=progressbar]')!.remove());
    await later(30, () => rows.querySelector('#schema-check-title')!.remove());
    expect(await ready).toBe(-1);
    rows.querySelector('[role=status]')!.textContent = '12 units';
    expect(await probe({ ...ARGS, stableMs: 0 })).toBeGreaterThanOrEqual(0);
  });

  it('looks at nothing while nothing changes (it used to query the page every 10 ms)', async () => {
    document.body.innerHTML = '';
    const looks = jest.spyOn(document, 'querySelector');
    const ready = probe({ ...ARGS, timeoutMs: 250 });
    await sleep(200);
    expect(looks.mock.calls.length).toBeLessThanOrEqual(1);
    expect(await ready).toBe(-1);
    looks.mockRestore();
  });

  it('counts from going back when asked to, and waits for the address', async () => {
    history.pushState(null, '', '/rent-planner');
    history.pushState(null, '', '/property-calculator');
    const started = performance.now();
    const at = await probe({ ...ARGS, path: '/rent-planner', back: true });
    expect(location.pathname).toBe('/rent-planner');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThanOrEqual(performance.now() - started);
  });

  it('on the signed-out screen, reports the first frame with the form', async () => {
    document.body.innerHTML = '<div role="progressbar"></div>';
    const ready = probe({ ...ARGS, selector: 'input[type=password]', stableMs: 0, signedOut: true });
    const shown = await later(30, () => (document.body.innerHTML = '<form><input type="password"></form>'));
    const at = await ready;
    expect(at).toBeGreaterThanOrEqual(shown.after);
    expect(at).toBeLessThan(shown.after + 100);
  });

  it('gives no figure for a frame of something that went away before it was painted', async () => {
    const rows = document.getElementById('rows')!;
    rows.append(skeleton());
    const ready = probe(ARGS);
    // Ready for a moment (no skeleton) and busy again in the same task: that frame never shows the data.
    await later(20, () => {
      rows.replaceChildren();
      queueMicrotask(() => rows.append(skeleton()));
    });
    await sleep(40);
    const settled = await later(0, () => rows.replaceChildren());
    expect(await ready).toBeGreaterThanOrEqual(settled.after);
  });
});
