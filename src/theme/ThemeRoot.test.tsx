import { TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from './ThemeRoot';
import { AUTOFILL } from './theme';

const globalSheets = () => document.head.querySelectorAll('style[data-emotion="css-global"]').length;
/** Every rule in the document, whether Emotion wrote it as text or through insertRule. */
const css = () =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText)
    .join('\n');

function Fields({ count }: { count: number }) {
  return (
    <ThemeRoot>
      {Array.from({ length: count }, (_, i) => (
        <TextField key={i} label={`Field ${i + 1}`} multiline={i % 2 === 1} />
      ))}
    </ThemeRoot>
  );
}

// MUI's inputs each mounted a global style sheet for the autofill keyframes
// (mui/material-ui#34436); the theme declares them once and keeps the animation on every input.
describe('ThemeRoot and the autofill keyframes', () => {
  it('adds no style sheet per input: twelve fields leave as many global sheets as one', () => {
    const one = render(<Fields count={1} />);
    const withOne = globalSheets();
    one.unmount();
    render(<Fields count={12} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(12);
    expect(globalSheets()).toBe(withOne);
  });

  it('declares the keyframes in the baseline and gives every input the animation that reports autofill', () => {
    render(<Fields count={2} />);
    const text = css().replace(/\s+/g, '');
    expect(text).toContain(`@keyframes${AUTOFILL.detected}{`);
    expect(text).toContain(`@keyframes${AUTOFILL.cleared}{`);
    for (const input of screen.getAllByRole('textbox')) {
      const cls = [...input.classList].find((c) => c.startsWith('css-'));
      expect(cls).toBeDefined();
      const rules = text.split('}').filter((rule) => rule.includes(`.${cls}`));
      expect(rules.some((rule) => rule.includes(`animation-name:${AUTOFILL.cleared}`))).toBe(true);
      expect(
        rules.some(
          (rule) => rule.includes(':-webkit-autofill{') && rule.includes(`animation-name:${AUTOFILL.detected};`),
        ),
      ).toBe(true);
    }
  });
});
