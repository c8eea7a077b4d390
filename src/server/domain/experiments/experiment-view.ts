/**
 * What an experiment's answers say, from its row and its sessions, at a day (the account's today): the
 * plan, today's product, every day already come, adherence and the analysis. Nothing here looks past
 * `today`: a day to come is never read from the schedule.
 */
import {
  ARMS,
  type Arm,
  armOf,
  daysBetween,
  type Experiment,
  type ExperimentStatus,
  lastDayOf,
  placeOf,
  planLength,
  plusDays,
} from '../../../shared/experiments.js';
import type { experiments } from '../../db/schema.js';
import { analyzeExperiment, type PeriodRelief } from './analysis.js';

export type ExperimentRow = typeof experiments.$inferSelect;

/** A session logged for the experiment: its day and its relief on the experiment's symptom (null: not rated after). */
export interface LoggedSession {
  day: string;
  relief: number | null;
}

const planOf = (row: ExperimentRow) => ({
  startsOn: row.startsOn,
  periodDays: row.periodDays,
  washoutDays: row.washoutDays,
  blocks: row.schedule.length,
});

/** The last day of the experiment as it stands: its planned last day, or the day it was stopped. */
export function endOf(row: ExperimentRow): string {
  const last = lastDayOf(planOf(row));
  return row.stoppedOn && row.stoppedOn < last ? row.stoppedOn : last;
}

export function statusOf(row: ExperimentRow, today: string): ExperimentStatus {
  if (row.stoppedOn) return 'stopped';
  if (today < row.startsOn) return 'scheduled';
  return today > lastDayOf(planOf(row)) ? 'finished' : 'running';
}

/** Still to be decided: not stopped, and its last day is today or later. */
export const isActive = (row: ExperimentRow, today: string) =>
  !row.stoppedOn && lastDayOf(planOf(row)) >= today;

/** The product the schedule gives a day of the plan (only ever asked for a day already come). */
export function armOn(row: ExperimentRow, day: string): Arm | null {
  const place = placeOf(planOf(row), day);
  return place ? armOf(row.schedule[place.block - 1], place.period) : null;
}

/** Relief of one session on the symptom: before minus after, when rated after. */
export function reliefOf(
  outcomes: Array<{ symptom: string; before: number; after: number | null }>,
  symptom: string,
): number | null {
  const o = outcomes.find((x) => x.symptom === symptom);
  return o && o.after != null ? o.before - o.after : null;
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** The experiment's whole answer at `today`. */
export function experimentView(row: ExperimentRow, sessions: LoggedSession[], today: string): Experiment {
  const plan = planOf(row);
  const end = endOf(row);
  const asOf = today < end ? today : end;
  const byDay = new Map<string, { sessions: number; reliefs: number[] }>();
  for (const s of sessions) {
    const d = byDay.get(s.day) ?? { sessions: 0, reliefs: [] };
    d.sessions++;
    if (s.relief != null) d.reliefs.push(s.relief);
    byDay.set(s.day, d);
  }

  const days: Experiment['days'] = [];
  const periods = new Map<string, PeriodRelief>();
  for (let day = row.startsOn; day <= asOf; day = plusDays(day, 1)) {
    const place = placeOf(plan, day);
    if (!place) break;
    const arm = armOf(row.schedule[place.block - 1], place.period);
    const logged = byDay.get(day);
    const relief = logged?.reliefs.length
      ? logged.reliefs.reduce((a, b) => a + b, 0) / logged.reliefs.length
      : null;
    days.push({
      day,
      arm,
      block: place.block,
      washout: place.washout,
      sessions: logged?.sessions ?? 0,
      relief: relief === null ? null : round(relief, 2),
    });
    const key = `${place.block}|${arm}`;
    let period = periods.get(key);
    if (!period) {
      const from = plusDays(day, -(place.dayOfPeriod - 1));
      const to = plusDays(from, plan.periodDays - 1);
      // A period is over once its last day has passed, or the experiment stopped.
      period = {
        block: place.block,
        arm,
        from,
        to: to < end ? to : end,
        reliefs: [],
        over: to < today || !!row.stoppedOn,
      };
      periods.set(key, period);
    }
    if (!place.washout && relief !== null) period.reliefs.push(relief);
  }

  const status = statusOf(row, today);
  const todayPlace = status === 'running' ? placeOf(plan, today) : null;
  const daysLogged = days.filter((d) => d.sessions > 0).length;
  const todayLogged = (byDay.get(today)?.sessions ?? 0) > 0;
  const daysBefore = days.filter((d) => d.day < today).length;
  const result = analyzeExperiment([...periods.values()], row.minimumDifference, !!row.stoppedOn);

  return {
    id: row.id,
    symptom: row.symptom,
    arms: row.arms.map((a, i) => ({ arm: ARMS[i], ...a })),
    dose: row.dose,
    method: row.method,
    timeOfDay: row.timeOfDay,
    reminderTime: row.reminderTime,
    periodDays: row.periodDays,
    blocks: row.schedule.length,
    washoutDays: row.washoutDays,
    minimumDifference: row.minimumDifference,
    startsOn: row.startsOn,
    endsOn: end,
    status,
    stoppedOn: row.stoppedOn,
    createdAt: row.createdAt.toISOString(),
    today: todayPlace
      ? {
          day: today,
          arm: armOf(row.schedule[todayPlace.block - 1], todayPlace.period),
          block: todayPlace.block,
          dayOfPeriod: todayPlace.dayOfPeriod,
          washout: todayPlace.washout,
          sessions: byDay.get(today)?.sessions ?? 0,
        }
      : null,
    adherence: {
      daysLogged,
      daysSoFar: daysBefore + (todayLogged && days.some((d) => d.day === today) ? 1 : 0),
      daysPlanned: row.stoppedOn ? Math.max(0, daysBetween(row.startsOn, end) + 1) : planLength(plan),
    },
    result: {
      ...result,
      difference: result.difference === null ? null : round(result.difference, 3),
      interval: result.interval ? [round(result.interval[0], 3), round(result.interval[1], 3)] : null,
      probabilityABetter: result.probabilityABetter === null ? null : round(result.probabilityABetter, 4),
    },
    days,
  };
}
