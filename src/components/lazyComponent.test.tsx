import { render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from './lazyComponent';

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
