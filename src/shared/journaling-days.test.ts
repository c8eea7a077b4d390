import { describe, expect, it } from 'vitest';
import { gridSummary, localDay, yearGrid } from './journaling-days.js';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('year grid of journaling days', () => {
  it('has 53 weeks of seven days ending today, Sunday first', () => {
    const today = new Date(2026, 10, 21); // a Saturday
    const grid = yearGrid([], today);
    expect(grid).toHaveLength(53);
    expect(grid.at(-1)?.at(-1)?.day).toBe('2026-11-21');
    expect(new Date(`${grid[0][0].day}T12:00:00`).getDay()).toBe(0);
  });

  it('colours a day by its most logged strain type, first reached on a tie', () => {
    const today = new Date(2026, 10, 21);
    const grid = yearGrid(
      [
        { consumedAt: at(2026, 11, 20, 9), strainType: 'sativa' },
        { consumedAt: at(2026, 11, 20, 10), strainType: 'indica' },
        { consumedAt: at(2026, 11, 20, 11), strainType: 'indica' },
        { consumedAt: at(2026, 11, 19, 9), strainType: 'hybrid' },
        { consumedAt: at(2026, 11, 19, 10), strainType: 'sativa' },
      ],
      today,
    );
    const cells = new Map(grid.flat().map((c) => [c.day, c]));
    expect(cells.get('2026-11-20')).toEqual({ day: '2026-11-20', count: 3, type: 'indica' });
    expect(cells.get('2026-11-19')?.type).toBe('hybrid');
    expect(cells.get('2026-11-18')).toEqual({ day: '2026-11-18', count: 0, type: null });
    expect(gridSummary(grid)).toEqual({ days: 2, longest: 2 });
  });

  it('keys days in local time', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
