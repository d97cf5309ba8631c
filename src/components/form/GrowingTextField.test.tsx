import { render, screen } from '@testing-library/react';
import { GrowingTextField } from './GrowingTextField';

function browserSizesFields(supported: boolean) {
  const supports = jest.fn(
    (property: string, value: string) => supported && property === 'field-sizing' && value === 'content',
  );
  Object.defineProperty(window, 'CSS', { value: { supports }, configurable: true });
  return supports;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'CSS');
});

describe('GrowingTextField', () => {
  it('where the browser sizes a textarea to its text: one plain textarea of minRows that grows up to maxRows', () => {
    browserSizesFields(true);
    const { container } = render(
      <GrowingTextField label="Note" minRows={2} maxRows={8} value="" onChange={() => undefined} />,
    );
    const box = screen.getByRole('textbox', { name: 'Note' });
    // No hidden copy to measure with.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
    expect(box).toHaveAttribute('rows', '2');
    expect(getComputedStyle(box).getPropertyValue('max-height')).toBe('8lh');
    expect(getComputedStyle(box).getPropertyValue('min-height')).toBe('2lh');
  });

  it('elsewhere MUI’s autosize, which measures with a hidden copy', () => {
    browserSizesFields(false);
    const { container } = render(
      <GrowingTextField label="Note" maxRows={4} value="Boiler" onChange={() => undefined} />,
    );
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Boiler');
    expect(container.querySelectorAll('textarea')).toHaveLength(2);
    expect(container.querySelector('textarea[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps the caller’s props: helper text, errors, disabled', () => {
    browserSizesFields(true);
    render(
      <GrowingTextField
        label="Note"
        maxRows={4}
        value=""
        onChange={() => undefined}
        helperText="Saving..."
        error
        disabled
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Saving...')).toBeInTheDocument();
  });
});
