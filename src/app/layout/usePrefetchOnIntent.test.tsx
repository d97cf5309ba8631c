import { fireEvent, render, screen } from '@testing-library/react';
import { usePrefetchOnIntent } from './usePrefetchOnIntent';

function Links({ preload }: { preload: (pathname: string) => void }) {
  usePrefetchOnIntent(preload);
  return (
    <>
      <a href="/tasks">Tasks</a>
      <a href="/vendors">
        <span>Vendors</span>
      </a>
      <a href="/settings">Settings</a>
      <a href="https://example.com/elsewhere">Elsewhere</a>
      <button type="button">Not a link</button>
    </>
  );
}

describe('usePrefetchOnIntent', () => {
  it('preloads an in-app link once on hover, touch or focus, and nothing else', () => {
    const preload = jest.fn();
    render(<Links preload={preload} />);
    fireEvent.pointerOver(screen.getByText('Tasks'));
    fireEvent.pointerOver(screen.getByText('Tasks'));
    fireEvent.touchStart(screen.getByText('Vendors'));
    fireEvent.focusIn(screen.getByText('Settings'));
    fireEvent.pointerOver(screen.getByText('Elsewhere'));
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Not a link' }));
    expect(preload.mock.calls).toEqual([['/tasks'], ['/vendors'], ['/settings']]);
  });

  it('stops listening when the shell goes', () => {
    const preload = jest.fn();
    const { unmount } = render(<Links preload={preload} />);
    const link = screen.getByText('Tasks');
    unmount();
    document.body.appendChild(link);
    fireEvent.pointerOver(link);
    expect(preload).not.toHaveBeenCalled();
  });
});
