import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { lazyComponent, onDemand, usePreloadOnDraw } from './lazyComponent';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const inSuspense = (element: ReactNode) => <Suspense fallback={<p>Loading...</p>}>{element}</Suspense>;

describe('lazyComponent', () => {
  it('suspends until its code arrives when nothing preloaded it', async () => {
    const code = deferred<typeof Greeting>();
    const LazyGreeting = lazyComponent(() => code.promise);
    render(inSuspense(<LazyGreeting name="Ada" />));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    code.resolve(Greeting);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load);
    await LazyGreeting.preload();
    render(inSuspense(<LazyGreeting name="Grace" />));
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is preloaded, and tries again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Greeting);
    const LazyGreeting = lazyComponent(load);
    await expect(LazyGreeting.preload()).rejects.toThrow('chunk failed');
    await Promise.all([LazyGreeting.preload(), LazyGreeting.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('onDemand', () => {
  it('draws nothing until its code arrives, then the component, with no fallback of its own', async () => {
    const code = deferred<typeof Greeting>();
    const OnDemandGreeting = onDemand(() => code.promise);
    const { container } = render(
      <div>
        <p>Page</p>
        <OnDemandGreeting name="Ada" />
      </div>,
    );
    expect(container).toHaveTextContent(/^Page$/);
    await act(async () => code.resolve(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});

describe('usePreloadOnDraw', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function Page({ parts, drawn = true }: { parts: Array<{ preload: () => Promise<unknown> }>; drawn?: boolean }) {
    usePreloadOnDraw(drawn, ...parts);
    return <p>Page</p>;
  }

  /** The browser paints the frame the render led to, then runs its next task. */
  const paint = () =>
    act(() => {
      jest.advanceTimersToNextFrame();
      jest.advanceTimersByTime(1);
    });

  it('waits until the page has drawn with its data and the browser has painted it', () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const OnDemandGreeting = onDemand(load);
    const { rerender } = render(<Page parts={[OnDemandGreeting]} drawn={false} />);
    paint();
    expect(load).not.toHaveBeenCalled();
    rerender(<Page parts={[OnDemandGreeting]} drawn />);
    // Drawn, its effects run, but the frame showing it is not painted yet.
    expect(load).not.toHaveBeenCalled();
    paint();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts nothing when the page leaves before its frame is painted', () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const OnDemandGreeting = onDemand(load);
    const { unmount } = render(<Page parts={[OnDemandGreeting]} />);
    unmount();
    paint();
    expect(load).not.toHaveBeenCalled();
  });

  it("starts each component's download once the page has drawn, once however often it renders", async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const OnDemandGreeting = onDemand(load);
    const { rerender } = render(<Page parts={[OnDemandGreeting]} />);
    paint();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Page parts={[OnDemandGreeting]} />);
    paint();
    // Preloaded: it draws at once, without suspending.
    await act(async () => undefined);
    render(<OnDemandGreeting name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed download quiet, and the component tries again when drawn', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const OnDemandGreeting = onDemand(load);
    render(<Page parts={[OnDemandGreeting]} />);
    paint();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    render(<OnDemandGreeting name="Lin" />);
    await act(async () => undefined);
    expect(screen.getByText('Hello Lin')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
