import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { FeedbackProvider } from './feedback/FeedbackProvider';
import { inPlace, lazyComponent, ON_DEMAND_FAILED, onDemand, PART_FAILED, usePreloadOnDraw } from './lazyComponent';

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

/** A field the landlord types in: the page around a failed part must keep what it holds. */
function NoteField() {
  const [note, setNote] = useState('');
  return (
    <label>
      Note <input value={note} onChange={(e) => setNote(e.target.value)} />
    </label>
  );
}

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
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(Greeting);
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
    return (
      <div>
        <NoteField />
        <button onClick={() => setOpen(true)}>Open</button>
        {open && <Dialog name="Ada" onClose={() => setOpen(false)} />}
      </div>
    );
  }

  it('keeps the page when its code cannot arrive: the snackbar says so, it closes, and the next click tries again', async () => {
    quietReact();
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<typeof GreetingDialog>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(GreetingDialog);
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

describe('inPlace', () => {
  const offline = () => new TypeError('Failed to fetch dynamically imported module');
  /** A picker: what the landlord picked, and a field to type in beside it. */
  const Picker = ({ value }: { value: string }) => <p>Picker holding {value}</p>;

  function Form({
    Part,
    unavailable,
  }: {
    Part: ReturnType<typeof inPlace<{ value: string }>>;
    unavailable?: ReactNode;
  }) {
    return (
      <div>
        <NoteField />
        <Part value="Unit 4" standIn={<p>Stand-in holding Unit 4</p>} unavailable={unavailable} />
      </div>
    );
  }

  const inApp = (element: ReactNode) => (
    <FeedbackProvider>
      <Crashed>{element}</Crashed>
    </FeedbackProvider>
  );

  it('draws its stand-in until its code arrives, then the part', async () => {
    const code = deferred<typeof Picker>();
    const Part = inPlace(() => code.promise);
    render(inApp(<Form Part={Part} />));
    expect(screen.getByText('Stand-in holding Unit 4')).toBeInTheDocument();
    await act(async () => code.resolve(Picker));
    expect(await screen.findByText('Picker holding Unit 4')).toBeInTheDocument();
    expect(screen.queryByText('Stand-in holding Unit 4')).not.toBeInTheDocument();
  });

  it('keeps the page and its stand-in when its code cannot arrive, says so once, and tries again at the next touch', async () => {
    quietReact();
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<typeof Picker>, []>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(Picker);
    const Part = inPlace(load);
    render(inApp(<Form Part={Part} />));
    expect(await screen.findByRole('alert')).toHaveTextContent(PART_FAILED);
    expect(screen.queryByText(/Crashed/)).not.toBeInTheDocument();
    expect(screen.getByText('Stand-in holding Unit 4')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Still offline at the next touch: the stand-in stays, and the snackbar is not said again.
    await user.type(screen.getByLabelText('Note'), 'Boiler');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Stand-in holding Unit 4')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    // Back online: the next touch draws the part, and what was typed is still there.
    await user.click(screen.getByLabelText('Note'));
    expect(await screen.findByText('Picker holding Unit 4')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByLabelText('Note')).toHaveValue('Boiler');
  });

  it('draws the usable stand-in it is given when its code cannot arrive, leaves it alone while used, and tries again once back online', async () => {
    quietReact();
    const user = userEvent.setup();
    const load = jest.fn<Promise<typeof Picker>, []>().mockRejectedValueOnce(offline()).mockResolvedValue(Picker);
    const Part = inPlace(load);
    render(inApp(<Form Part={Part} unavailable={<p>Plain field holding Unit 4</p>} />));
    expect(await screen.findByText('Plain field holding Unit 4')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note'), 'Gate');
    expect(screen.getByText('Plain field holding Unit 4')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Picker holding Unit 4')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('without a stand-in, shows with the parts drawn beside it, and leaves only itself out when its code cannot arrive', async () => {
    quietReact();
    const code = deferred<typeof Picker>();
    const Part = inPlace(() => code.promise);
    render(
      inApp(
        <Suspense fallback={<p>Loading the cards...</p>}>
          <p>Details card</p>
          <Part value="Unit 4" />
        </Suspense>,
      ),
    );
    expect(screen.getByText('Loading the cards...')).toBeInTheDocument();
    expect(screen.queryByText('Details card')).not.toBeInTheDocument();
    await act(async () => code.reject(offline()));
    expect(await screen.findByRole('alert')).toHaveTextContent(PART_FAILED);
    expect(screen.getByText('Details card')).toBeInTheDocument();
    expect(screen.queryByText(/Crashed/)).not.toBeInTheDocument();
  });

  it("says nothing when told to, and lets a crash of the part itself reach the route's boundary", async () => {
    quietReact();
    const Quiet = inPlace<{ value: string }>(() => Promise.reject(offline()));
    const { unmount } = render(inApp(<Quiet value="Unit 4" standIn={<p>Bar</p>} failedMessage={null} />));
    await act(async () => undefined);
    expect(screen.getByText('Bar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    const Broken = (_props: { value: string }): ReactNode => {
      throw new Error('bug in the picker');
    };
    const Part = inPlace(() => Promise.resolve(Broken));
    render(inApp(<Part value="Unit 4" standIn={<p>Stand-in</p>} />));
    expect(await screen.findByText('Crashed: bug in the picker')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
    const load = jest
      .fn<Promise<typeof GreetingDialog>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(GreetingDialog);
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
