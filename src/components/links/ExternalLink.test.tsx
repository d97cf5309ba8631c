import { render, screen } from '@testing-library/react';
import { ExternalLink } from './ExternalLink';

describe('ExternalLink', () => {
  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['mixed-case javascript: after a space', ' JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
  ])('shows a stored %s link as text, not a link', (_name, stored) => {
    const { container } = render(<ExternalLink href={stored}>Pay here</ExternalLink>);
    expect(screen.getByText('Pay here')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });

  it('shows the stored text itself when there is no label', () => {
    render(<ExternalLink href="data:text/html,x" />);
    expect(screen.getByText('data:text/html,x')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens http(s) in a new tab without access to this page', () => {
    render(<ExternalLink href="https://cw.example/pay">City Water</ExternalLink>);
    const link = screen.getByRole('link', { name: 'City Water' });
    expect(link).toHaveAttribute('href', 'https://cw.example/pay');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives a scheme-less stored address https://, and mailto: and tel: no new tab', () => {
    render(
      <>
        <ExternalLink href="www.cw.example" />
        <ExternalLink href="mailto:billing@cw.example">Mail</ExternalLink>
        <ExternalLink href="tel:+19195550123">Call</ExternalLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'https://www.cw.example' })).toHaveAttribute(
      'href',
      'https://www.cw.example',
    );
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:billing@cw.example');
    expect(screen.getByRole('link', { name: 'Call' })).not.toHaveAttribute('target');
  });
});
