import { describe, expect, it } from 'vitest';
import appJson from '../../screen-configs/app.json';
import { contrastRatio, fixedTokens, themeCss, type ThemeColours } from './theme';

const theme = appJson.theme as ThemeColours;
const white = '#ffffff';

/** Every foreground/background pair the widgets' CSS draws together (text needs 4.5:1, WCAG AA). */
const pairs: [string, string, string, string][] = [
  ['text', 'background', theme.text, theme.background],
  ['text', 'surface', theme.text, fixedTokens.surface],
  ['muted', 'background', theme.muted, theme.background],
  ['muted', 'surface', theme.muted, fixedTokens.surface],
  ['white', 'primary', white, theme.primary],
  ['primary', 'surface', theme.primary, fixedTokens.surface],
  ['primary', 'background', theme.primary, theme.background],
  ['danger', 'background', theme.danger, theme.background],
  ['danger', 'surface', theme.danger, fixedTokens.surface],
  ['white', 'danger', white, theme.danger],
  ['success', 'surface', fixedTokens.success, fixedTokens.surface],
  ['warning', 'surface', fixedTokens.warning, fixedTokens.surface],
  ['white', 'success', white, fixedTokens.success],
];

describe('theme tokens', () => {
  it.each(pairs)('%s on %s meets WCAG AA for text (4.5:1)', (_fg, _bg, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('input fields are outlined at 3:1 against the surface (WCAG 1.4.11)', () => {
    expect(contrastRatio(fixedTokens.fieldBorder, fixedTokens.surface)).toBeGreaterThanOrEqual(3);
  });

  it('computes known contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('writes the brand colour into both the app and antd-mobile variables', () => {
    const css = themeCss({ ...theme, primary: '#aa0000' });
    expect(css).toContain('--app-primary:#aa0000');
    expect(css).toContain('--adm-color-primary:#aa0000');
  });
});
