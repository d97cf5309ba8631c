import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { FeedbackProvider } from './feedback/FeedbackProvider';
import { lazyComponent, ON_DEMAND_FAILED, onDemand, usePreloadOnDraw } from './lazyComponent';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
/** What onDemand draws: a dialog, which the page closes with onClose. */
const GreetingDialog = ({ name }: { name: string; onClose: () => void }) => <p>Hello {name}</p>;
const close = () => {};

/** Stands in for the route's error boundary. */
class Crashed extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message ? <p>Crashed: {this.state.message}</p> : this.props.children;
  }
}

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

/** React reports to the console the errors a test causes on purpose (a failed download, a crash). */
const quietReact = () => jest.spyOn(console, 'error').mockImplementation(() => {});
afterEach(() => jest.restoreAllMocks());

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

  it('meets a download that failed while drawing in the error boundary, once, and tries again in the next instance after retry', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Greeting);
    const LazyGreeting = lazyComponent(load);
    quietReact();
    const first = render(<Crashed>{inSuspense(<LazyGreeting name="Ada" />)}</Crashed>);
    expect(await screen.findByText('Crashed: chunk failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    LazyGreeting.retry();
    render(<Crashed>{inSuspense(<LazyGreeting name="Ada" />)}</Crashed>);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('onDemand', () => {
  it('draws nothing until its code arrives, then the component, with no fallback of its own', async () => {
    const code = deferred<typeof GreetingDialog>();
    const OnDemandGreeting = onDemand(() => code.promise);
    const { container } = render(
      <div>
        <p>Page</p>
        <OnDemandGreeting name="Ada" onClose={close} />
      </div>,
    );
    expect(container).toHaveTextContent(/^Page$/);
    await act(async () => code.resolve(GreetingDialog));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  function PageWithDialog({ Dialog }: { Dialog: ReturnType<typeof onDemand<{ name: string; onClose: () => void }>> }) {
    const [open, setOpen] = useState(false);
    const [note, setNote] = useState('');
    return (
      <div>
        <label>
          Note <input value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <button onClick={() => setOpen(true)}>Open</button>
        {open && <Dialog name="Ada" onClose={() => setOpen(false)} />}
      </div>
    );
  }

  it('keeps the page when its code cannot arrive: the snackbar says so, it closes, and the next click tries again', async () => {
    quietReact();
    const user = userEvent.setup();
    const load = jest.fn<Promise<typeof GreetingDialog>, []>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(GreetingDialog);
    const Dialog = onDemand(load);
    render(
      <FeedbackProvider>
        <Crashed>
          <PageWithDialog Dialog={Dialog} />
        </Crashed>
      </FeedbackProvider>,
    );
    await user.type(screen.getByLabelText('Note'), 'Leak under the sink');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ON_DEMAND_FAILED);
    // The page is as the landlord left it.
    expect(screen.queryByText(/Crashed/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('Leak under the sink');
    expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("lets a crash of the component itself reach the route's boundary", async () => {
    const Broken = (_props: { name: string; onClose: () => void }): ReactNode => {
      throw new Error('bug in the dialog');
    };
    const Dialog = onDemand(() => Promise.resolve(Broken));
    const onClose = jest.fn();
    quietReact();
    render(
      <Crashed>
        <Dialog name="Ada" onClose={onClose} />
      </Crashed>,
    );
    expect(await screen.findByText('Crashed: bug in the dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
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
    const load = jest.fn(() => Promise.resolve(GreetingDialog));
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
    const load = jest.fn(() => Promise.resolve(GreetingDialog));
    const OnDemandGreeting = onDemand(load);
    const { unmount } = render(<Page parts={[OnDemandGreeting]} />);
    unmount();
    paint();
    expect(load).not.toHaveBeenCalled();
  });

  it("starts each component's download once the page has drawn, once however often it renders", async () => {
    const load = jest.fn(() => Promise.resolve(GreetingDialog));
    const OnDemandGreeting = onDemand(load);
    const { rerender } = render(<Page parts={[OnDemandGreeting]} />);
    paint();
    expect(load).toHaveBeenCalledTimes(1);
    rerender(<Page parts={[OnDemandGreeting]} />);
    paint();
    // Preloaded: it draws at once, without suspending.
    await act(async () => undefined);
    render(<OnDemandGreeting name="Grace" onClose={close} />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed download quiet, and the component tries again when drawn', async () => {
    const load = jest.fn<Promise<typeof GreetingDialog>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(GreetingDialog);
    const OnDemandGreeting = onDemand(load);
    render(<Page parts={[OnDemandGreeting]} />);
    paint();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    render(<OnDemandGreeting name="Lin" onClose={close} />);
    await act(async () => undefined);
    expect(screen.getByText('Hello Lin')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
