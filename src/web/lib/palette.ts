/**
 * The accent of each colour theme, light and dark, for the places CSS variables cannot reach (chart strokes,
 * the browser's theme colour). The same values as `--primary` and `--background` in theme.css (palette.test.ts
 * fails when they differ); docs/design-system.md lists them.
 */
export const THEME_PRIMARY = {
  light: { hybrid: '#2e6b58', indica: '#6d3fc0', sativa: '#a44a0f' },
  dark: { hybrid: '#7cc9ae', indica: '#c3a3f7', sativa: '#f3a661' },
} as const;

/** The page behind everything (the installed app's splash and the browser bar outside the theme). */
export const PAPER = { light: '#f6f5f0', dark: '#0e1412' } as const;
