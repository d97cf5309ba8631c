import { render, screen } from '@testing-library/react';
import { StartFailed } from './StartFailed';

describe('StartFailed', () => {
  it("says the app's code did not arrive and offers a reload", () => {
    render(<StartFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Landlord HQ could not load');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
