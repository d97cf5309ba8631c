import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../app/store';
import { atPhoneWidth } from '../../../tests/support/phoneWidth';
import { renderApp } from '../../../tests/support/renderWithProviders';
import { storeSession, userStateKey } from '../../../tests/support/session';

async function openCalculator(store = makeStore()) {
  const rendered = await renderApp('/property-calculator', { store });
  await screen.findByRole('heading', { name: 'Property Calculator', level: 1 });
  return { ...rendered, user: userEvent.setup() };
}

async function enterFourplex(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Purchase price' }), '$200,000');
  await user.clear(screen.getByRole('textbox', { name: '2 BR units' }));
  await user.type(screen.getByRole('textbox', { name: '2 BR units' }), '4');
  const rent = screen.getByRole('textbox', { name: '2 BR market rent' });
  await user.clear(rent);
  await user.type(rent, '1000');
}

async function saveAs(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save Property' });
  await user.clear(within(dialog).getByRole('textbox', { name: 'Property name' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Property name' }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Property saved successfully')).toBeInTheDocument();
}

async function openSaved(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Load' }));
  return within(await screen.findByRole('dialog', { name: 'Saved Properties' }));
}

describe('CalculatorPage', () => {
  beforeEach(() => storeSession());

  it('shows the projected figures of a fourplex with its rating', async () => {
    const { user } = await openCalculator();
    await enterFourplex(user);
    const results = screen.getByRole('region', { name: 'Projected results' });
    // 4 × 1,000 less 5% vacancy; see calculatorRules.test.ts for the worked figures.
    expect(within(results).getByText('$4,000')).toBeInTheDocument();
    expect(within(results).getByText('-$200')).toBeInTheDocument();
    expect(screen.getByLabelText('Deal rating Green')).toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Annual' }));
    expect(within(results).getByText('$48,000')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Actual' }));
    expect(screen.getByRole('region', { name: 'Actual results' })).toHaveTextContent('Cash-on-cash—');
  });

  it('shows no summary strip beside the results on a wide screen', async () => {
    await openCalculator();
    expect(screen.queryByRole('region', { name: 'Deal summary' })).not.toBeInTheDocument();
  });

  it('saves under a name, then overwrites the same saved id without asking', async () => {
    const { user, store } = await openCalculator();
    await enterFourplex(user);
    await saveAs(user, 'Elm Fourplex');
    expect(store.getState().calculatorSaved.ids).toHaveLength(1);

    await user.clear(screen.getByRole('textbox', { name: 'Purchase price' }));
    await user.type(screen.getByRole('textbox', { name: 'Purchase price' }), '210000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog', { name: 'Save Property' })).not.toBeInTheDocument();
    const saved = Object.values(store.getState().calculatorSaved.entities);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: 'Elm Fourplex', purchasePrice: 210000 });
  });

  it('renames and deletes a saved property, with the SPEC confirmation', async () => {
    const { user, store } = await openCalculator();
    await enterFourplex(user);
    await saveAs(user, 'Elm Fourplex');

    let list = await openSaved(user);
    await user.click(list.getByRole('button', { name: 'Rename Elm Fourplex' }));
    const prompt = within(await screen.findByRole('dialog', { name: 'Rename Property' }));
    await user.clear(prompt.getByRole('textbox', { name: 'Property name' }));
    await user.type(prompt.getByRole('textbox', { name: 'Property name' }), 'Oak Fourplex');
    await user.click(prompt.getByRole('button', { name: 'Rename' }));
    list = within(screen.getByRole('dialog', { name: 'Saved Properties' }));
    expect(await list.findByText('Oak Fourplex')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Delete Oak Fourplex' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Saved Property' });
    expect(confirm).toHaveTextContent('Delete "Oak Fourplex"?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await list.findByText('No saved properties')).toBeInTheDocument();
    expect(store.getState().calculatorSaved.ids).toEqual([]);
    // The draft is no longer saved: the next Save asks for a name again.
    expect(store.getState().calculatorDraft.property.id).toBeNull();
  });

  it('finds the draft and the saved deal again in a store rebuilt from storage', async () => {
    const first = await openCalculator();
    await enterFourplex(first.user);
    await saveAs(first.user, 'Elm Fourplex');
    await first.user.click(screen.getByRole('button', { name: 'New' }));
    await first.store.persistor.flush();
    first.unmount();
    expect(Object.keys(window.localStorage)).toEqual(
      expect.arrayContaining([
        userStateKey('calculatorDraft'),
        userStateKey('calculatorSettings'),
        userStateKey('calculatorSaved'),
      ]),
    );

    const { user } = await openCalculator(makeStore());
    expect(screen.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('');
    const list = await openSaved(user);
    await user.click(list.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Purchase price' })).toHaveValue('200,000.00'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Elm Fourplex');
  });

  it('keeps edited settings and uses them for Populate Defaults', async () => {
    const { user, store } = await openCalculator();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Calculator Settings' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Management' }));
    await user.type(dialog.getByRole('textbox', { name: 'Management' }), '10');
    await user.clear(dialog.getByRole('textbox', { name: 'Green: min cash-on-cash' }));
    await user.type(dialog.getByRole('textbox', { name: 'Green: min cash-on-cash' }), '12');
    await user.click(dialog.getByRole('button', { name: 'Save Settings' }));
    expect(store.getState().calculatorSettings.dealThresholds.greenCoCMin).toBe(12);
    await user.click(screen.getByRole('button', { name: 'Populate Defaults' }));
    expect(screen.getByRole('textbox', { name: 'Management' })).toHaveValue('10');
  });

  describe('on a phone', () => {
    atPhoneWidth();

    it('draws the property card first and the income, rating and results cards right after, ready to use', async () => {
      const { user } = await openCalculator();
      expect(screen.getByRole('textbox', { name: 'Purchase price' })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Income and expenses' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Projected results' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Deal rating' })).toBeInTheDocument();
      await enterFourplex(user);
      expect(screen.getByRole('textbox', { name: '2 BR market rent' })).toHaveValue('1000');
    });

    it('keeps the deal rating and the monthly cash flow in sight above the inputs, and leads to all results', async () => {
      const scrolled = jest.fn();
      Element.prototype.scrollIntoView = scrolled;
      const { user } = await openCalculator();
      const summary = await screen.findByRole('region', { name: 'Deal summary' });
      // Before the property card and its first input, so it shows on the first screen.
      expect(
        summary.compareDocumentPosition(screen.getByRole('textbox', { name: 'Purchase price' })) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      await enterFourplex(user);
      expect(within(summary).getByLabelText('Deal rating Green')).toBeInTheDocument();
      const results = screen.getByRole('region', { name: 'Projected results' });
      const cashFlowRow = within(results).getByText('Cash flow').nextElementSibling?.textContent;
      expect(within(summary).getByText('Cash flow / mo').nextElementSibling).toHaveTextContent(cashFlowRow!);
      expect(within(summary).getByText('Cash-on-cash').nextElementSibling?.textContent).toMatch(/^\d+\.\d%$/);
      await user.click(within(summary).getByRole('link', { name: 'All results' }));
      expect(scrolled).toHaveBeenCalled();
    });
  });
});
