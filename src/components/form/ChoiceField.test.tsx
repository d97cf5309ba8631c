import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ChoiceField, type Choice } from './ChoiceField';

const PROPERTIES: Choice[] = [
  ['', 'All properties'],
  ...Array.from({ length: 200 }, (_, i): Choice => [`p-${i}`, `Property ${i}`]),
];

function Filter({ initial, onChange = () => undefined }: { initial: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceField
      label="Property"
      value={value}
      choices={PROPERTIES}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ChoiceField', () => {
  it.each([
    ['', 'All properties'],
    ['p-42', 'Property 42'],
  ])('closed, it shows the chosen choice (%s) by its label', (value, label) => {
    render(<Filter initial={value} />);
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveTextContent(label);
  });

  it('opened, it lists every choice; choosing one reports it, and the field shows it', async () => {
    const user = userEvent.setup();
    const chosen = jest.fn();
    render(<Filter initial="" onChange={chosen} />);
    await user.click(screen.getByRole('combobox', { name: 'Property' }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(201);
    expect(within(listbox).getByRole('option', { name: 'All properties' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Property 199' }));
    expect(chosen).toHaveBeenCalledWith('p-199');
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveTextContent('Property 199');
  });

  it('opens from the keyboard with every choice too', async () => {
    const user = userEvent.setup();
    render(<Filter initial="p-3" />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Property' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(201);
    expect(screen.getByRole('option', { name: 'Property 3' })).toHaveAttribute('aria-selected', 'true');
  });
});
