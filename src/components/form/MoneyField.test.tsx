import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MONEY_MESSAGE } from '../../utils/money';
import { MoneyField } from './MoneyField';

/** A form that keeps the field's text and the last amount the field handed it. */
function Form({ onAmount, initial = '' }: { onAmount: (amount: number | null | undefined) => void; initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <MoneyField
        label="Monthly rent"
        value={text}
        onChange={(next, amount) => {
          setText(next);
          onAmount(amount);
        }}
      />
      <button type="button">Next field</button>
    </>
  );
}

async function typeAndLeave(typed: string) {
  const onAmount = jest.fn();
  render(<Form onAmount={onAmount} />);
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Monthly rent' });
  await user.type(field, typed);
  await user.click(screen.getByRole('button', { name: 'Next field' }));
  return { field, onAmount };
}

describe('MoneyField: what landlords type', () => {
  it.each<[string, number, string]>([
    ['$1,200', 1200, '1,200.00'],
    ['1,200.50', 1200.5, '1,200.50'],
    ['1200', 1200, '1,200.00'],
    [' $ 1,095.00 ', 1095, '1,095.00'],
    ['$250,000', 250000, '250,000.00'],
    ['0', 0, '0.00'],
    ['88.1', 88.1, '88.10'],
  ])('accepts %j: the form gets %j, the field shows %j once left', async (typed, amount, shown) => {
    const { field, onAmount } = await typeAndLeave(typed);
    expect(onAmount).toHaveBeenLastCalledWith(amount);
    expect(field).toHaveValue(shown);
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(MONEY_MESSAGE)).not.toBeInTheDocument();
  });

  it.each(['12.345', 'abc', '1,2,3', '-50', '$1,200.5.0'])(
    'refuses %j once left, saying why and keeping the text',
    async (typed) => {
      const { field, onAmount } = await typeAndLeave(typed);
      expect(onAmount).toHaveBeenLastCalledWith(undefined);
      expect(field).toHaveValue(typed);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(MONEY_MESSAGE)).toBeInTheDocument();
    },
  );

  it('says nothing while the landlord is still typing, and clears the message as they fix it', async () => {
    const onAmount = jest.fn();
    render(<Form onAmount={onAmount} />);
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Monthly rent' });
    await user.type(field, '1,2');
    expect(screen.queryByText(MONEY_MESSAGE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(screen.getByText(MONEY_MESSAGE)).toBeInTheDocument();
    await user.type(field, '00');
    expect(screen.queryByText(MONEY_MESSAGE)).not.toBeInTheDocument();
    expect(onAmount).toHaveBeenLastCalledWith(1200);
  });

  it('hands the form null for an empty field, which is no amount rather than a mistake', async () => {
    const onAmount = jest.fn();
    render(<Form onAmount={onAmount} initial="5" />);
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Monthly rent' }));
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(onAmount).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('textbox', { name: 'Monthly rent' })).toHaveValue('');
    expect(screen.queryByText(MONEY_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the $ before the amount, asks a phone for its decimal keypad, and lets the form’s message win', () => {
    render(<MoneyField label="Amount" value="abc" onChange={() => undefined} error="Amount is required" />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('$')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();
  });
});
