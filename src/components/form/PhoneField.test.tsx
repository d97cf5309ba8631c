import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PHONE_MESSAGE, phoneValue } from '../../utils/phone';
import { PhoneField } from './PhoneField';

/** A form that keeps the field's text, and saves what phoneValue makes of it. */
function Form() {
  const [text, setText] = useState('');
  return (
    <>
      <PhoneField label="Phone" value={text} onChange={setText} />
      <output aria-label="Stored">{String(phoneValue(text))}</output>
      <button type="button">Next field</button>
    </>
  );
}

async function typeAndLeave(typed: string) {
  render(<Form />);
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'Phone' });
  await user.type(field, typed);
  await user.click(screen.getByRole('button', { name: 'Next field' }));
  return field;
}

describe('PhoneField: what people type', () => {
  it.each<[string, string, string]>([
    ['(919) 555-0142', '+19195550142', '(919) 555-0142'],
    ['919-555-0142', '+19195550142', '(919) 555-0142'],
    ['919.555.0142', '+19195550142', '(919) 555-0142'],
    ['+1 919 555 0142', '+19195550142', '(919) 555-0142'],
    ['9195550142', '+19195550142', '(919) 555-0142'],
    ['+44 20 7183 8750', '+442071838750', '+44 20 7183 8750'],
  ])('accepts %j: stored as %j, shown as %j once left', async (typed, stored, shown) => {
    const field = await typeAndLeave(typed);
    expect(screen.getByRole('status', { name: 'Stored' })).toHaveTextContent(stored);
    expect(field).toHaveValue(shown);
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it.each(['555-0142', 'abc', '919 555 01423', '(919) 555-0142 ext. 12'])(
    'refuses %j once left, saying why and keeping the text',
    async (typed) => {
      const field = await typeAndLeave(typed);
      expect(field).toHaveValue(typed);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(PHONE_MESSAGE)).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Stored' })).toHaveTextContent('null');
    },
  );
});
