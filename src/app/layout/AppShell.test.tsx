import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { BootFrame } from '../boot/BootFrame';
import { storeSession } from '../../../tests/support/session';
import { AUTH_STORAGE_KEY } from '../../api/authStorage';
import { ERROR_TEXT } from '../../api/errors';
import { env } from '../../config/env';

// jsdom has no media queries, so the shell renders its small-screen navigation here;
// the desktop menus are covered end to end in Chromium.
describe('app shell', () => {
  beforeEach(() => storeSession());

  it('moves through the expandable menu groups', async () => {
    const { router } = await renderApp('/');
    // The first test compiles the lazy shell and the dashboard (charts and all) under ts-jest: give it time.
    await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 20_000 });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Vendors' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Properties' }));
    await user.click(within(nav).getByRole('link', { name: 'Property Managers' }));

    expect(await screen.findByRole('heading', { name: 'Property Managers' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/property-managers');
  });

  it('opens Upcoming Increases on the 90-day range and highlights the current entry', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Rent' }));
    await user.click(screen.getByRole('link', { name: 'Upcoming Increases' }));
    expect(router.state.location.search).toBe('?range=90d');

    // The drawer closes with a transition; the page is inert until it has.
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Upcoming Increases' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveClass('Mui-selected');
  });

  it('signs out from the Account group and returns to the sign-in screen, with no error', async () => {
    const { router } = await renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // Signing back in starts from the dashboard, and the sign-out itself reported nothing.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("is what the entry's boot frame pictures: the same frame, bar and page spacing", async () => {
    await renderApp('/');
    await screen.findByRole('heading', { name: 'Dashboard' });
    const shell = {
      bar: document.querySelector('.MuiToolbar-root')!,
      title: screen.getByRole('link', { name: 'Landlord HQ' }),
      page: screen.getByRole('main'),
    };
    const boot = within(render(<BootFrame />).container);
    const frame = boot.getByRole('status', { name: 'Loading...' });
    const picture = {
      bar: frame.querySelector('.MuiToolbar-root')!,
      title: boot.getByText('Landlord HQ'),
      page: frame.querySelector('.MuiContainer-root')!,
    };
    // Equal styles are one Emotion class: the frame around the bar and its toolbar.
    expect(frame.className).toBe(shell.page.parentElement!.className);
    expect(picture.bar.className).toBe(shell.bar.className);
    const styleOf = (element: Element, properties: string[]) =>
      Object.fromEntries(properties.map((p) => [p, getComputedStyle(element).getPropertyValue(p)]));
    const title = ['font-weight', 'margin-right', 'white-space'];
    expect(styleOf(picture.title, title)).toEqual(styleOf(shell.title, title));
    expect(styleOf(picture.title, ['font-weight'])).toEqual({ 'font-weight': '700' });
    const page = ['padding-top', 'padding-bottom', 'max-width'];
    expect(styleOf(picture.page, page)).toEqual(styleOf(shell.page, page));
  });

  it('shows a not-found page with a way home for an unknown route', async () => {
    const { router } = await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('clears the previous user cached data on sign-out', async () => {
    const { store } = await renderApp('/settings');
    await screen.findByRole('button', { name: 'Save settings' });
    expect(Object.keys(store.getState().api.queries).length).toBeGreaterThan(0);
    server.use(http.post(`${env.supabaseUrl}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().auth.session).toBeNull();
  });

  it('says so when the server cannot sign the user out, and stays signed in', async () => {
    await renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    server.use(
      http.post(`${env.supabaseUrl}/auth/v1/logout`, () =>
        HttpResponse.json({ message: 'upstream down' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText(ERROR_TEXT.server)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });
});
