/**
 * Design tokens: app.json's `theme` colours plus the fixed parts of the look (surface, success,
 * warning, radius, type scale), written as CSS variables on :root. The app's `--app-*` variables are
 * what the widgets' CSS reads; antd-mobile's `--adm-*` variables are set from the same values so its
 * components follow a rebrand too. The route pages (scripts/build/route-pages.ts) inline the same rule, so
 * the first paint already has the brand and nothing flashes when the app starts.
 */
import type { AppSettings } from './app-settings-schema';

export type ThemeColours = AppSettings['theme'];

/** Tokens app.json does not carry: chosen once so that they pass contrast with the defaults. */
export const fixedTokens = {
  surface: '#ffffff',
  success: '#0f7a3d',
  warning: '#8a5300',
  border: '#d5d9e0',
  fieldBorder: '#7d8592',
  radius: '8px',
  fontSmall: '0.8125rem',
  fontBody: '0.9375rem',
  fontTitle: '1.0625rem',
  fontAmount: '1.75rem',
} as const;

/** Every CSS variable of the theme, by name (`--app-primary` …). */
export function themeVariables(theme: ThemeColours): Record<string, string> {
  const t = fixedTokens;
  return {
    '--app-primary': theme.primary,
    '--app-text': theme.text,
    '--app-muted': theme.muted,
    '--app-background': theme.background,
    '--app-danger': theme.danger,
    '--app-surface': t.surface,
    '--app-success': t.success,
    '--app-warning': t.warning,
    '--app-border': t.border,
    '--app-field-border': t.fieldBorder,
    '--app-radius': t.radius,
    '--app-font-small': t.fontSmall,
    '--app-font-body': t.fontBody,
    '--app-font-title': t.fontTitle,
    '--app-font-amount': t.fontAmount,
    '--adm-color-primary': theme.primary,
    '--adm-color-success': t.success,
    '--adm-color-warning': t.warning,
    '--adm-color-danger': theme.danger,
    '--adm-color-text': theme.text,
    '--adm-color-text-secondary': theme.muted,
    '--adm-color-weak': theme.muted,
    '--adm-color-background': t.surface,
    '--adm-color-background-body': theme.background,
    '--adm-color-border': t.border,
    '--adm-radius-m': t.radius,
    '--adm-font-size-main': t.fontBody,
    // antd-mobile's own type scale (9-18 px in its stylesheet) in rem, so that its parts grow with
    // the phone's text size as the app's own text does.
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [`--adm-font-size-${i + 1}`, `${(9 + i) / 16}rem`]),
    ),
  };
}

/** The theme as one CSS rule, for a `<style>` in a page drawn before any script runs. */
export function themeCss(theme: ThemeColours): string {
  const body = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}

/** Sets the theme's variables on an element (the document's root at start-up, the preview's frame). */
export function applyTheme(element: HTMLElement, theme: ThemeColours): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) element.style.setProperty(name, value);
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
