import { isDark } from '../lib/display';
import { THEME_PRIMARY } from '../lib/palette';
import { useSettings } from '../lib/settings';

/** Series colours readable on light and on dark cards; the first follows the colour theme. */
const OTHER_COLOURS = {
  light: ['#c2410c', '#be185d', '#1d4ed8'],
  dark: ['#fb923c', '#f472b6', '#93c5fd'],
} as const;
export const CHART_INK = {
  light: { grid: '#dcdad1', text: '#525e58' },
  dark: { grid: '#34423c', text: '#a2b0a9' },
} as const;

/** The colour of each series, in order, for the page's current mode and theme. */
export function useSeriesColours(count: number): string[] {
  const { display } = useSettings().settings;
  const mode = isDark(display) ? 'dark' : 'light';
  const first = THEME_PRIMARY[mode][display.colorTheme];
  return Array.from({ length: count }, (_, i) =>
    i === 0 ? first : OTHER_COLOURS[mode][(i - 1) % OTHER_COLOURS[mode].length],
  );
}

/** The grid's and the text's ink for the page's current mode. */
export function useChartInk() {
  return CHART_INK[isDark(useSettings().settings.display) ? 'dark' : 'light'];
}
