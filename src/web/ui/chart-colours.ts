import { useSettings } from '../lib/settings';

/** Series colours readable on light and on dark cards; the first follows the colour theme. */
const THEME_COLOUR = {
  light: { indica: '#7c3aed', sativa: '#15803d', hybrid: '#2563eb' },
  dark: { indica: '#b794f6', sativa: '#4ade80', hybrid: '#60a5fa' },
} as const;
const OTHER_COLOURS = {
  light: ['#ea580c', '#db2777', '#0d9488'],
  dark: ['#fb923c', '#f472b6', '#2dd4bf'],
} as const;
export const CHART_INK = {
  light: { grid: '#d5dae1', text: '#4b5563' },
  dark: { grid: '#3a4352', text: '#a3adba' },
} as const;

/** The colour of each series, in order, for the page's current mode and theme. */
export function useSeriesColours(count: number): string[] {
  const { display } = useSettings().settings;
  const mode = display.darkMode ? 'dark' : 'light';
  const first = THEME_COLOUR[mode][display.colorTheme];
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? first : OTHER_COLOURS[mode][(i - 1) % OTHER_COLOURS[mode].length],
  );
}
