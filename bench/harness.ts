/**
 * A tiny benchmark harness: sections register themselves; each measures its contenders side by side
 * in one run (warm-up, then several interleaved timed samples each), and prints every figure with
 * its ratio to the fastest peer and the section's goal. Ops/second are medians of the samples.
 */
import { performance } from 'node:perf_hooks';

export interface Contender {
  readonly name: string;
  /** A peer library (counts for "fastest peer"); ours otherwise. */
  readonly peer: boolean;
  /** Runs `count` operations starting at operation `start`; returns a number so the work cannot be optimised away. */
  readonly run: (start: number, count: number) => number;
  /** Operations per timing check (small for slow contenders). */
  readonly chunk: number;
}

export interface Measured {
  readonly name: string;
  readonly peer: boolean;
  readonly opsPerSecond: number;
  readonly samples: readonly number[];
}

export interface Goal {
  /** Printed next to the result, e.g. "evaluateHigh >= fastest peer"; a function may give the figures measured. */
  readonly text: string | ((results: readonly Measured[]) => string);
  readonly met: (results: readonly Measured[]) => boolean;
}

/**
 * At least `goal` operations per second for the contender named `name`, printed with the rate measured
 * and its ratio to the goal: "stud, 8 players >= 50,000 hands/s (33,212/s, x0.66 of the goal)".
 * `unit` names what is counted ("hands"); empty for a plain rate.
 */
export function rateGoal(name: string, goal: number, unit = ''): Goal {
  const found = (results: readonly Measured[]) => results.find((r) => r.name === name);
  return {
    text: (results) => {
      const r = found(results);
      const figure = r
        ? `${Math.round(r.opsPerSecond).toLocaleString('en')}/s, x${(r.opsPerSecond / goal).toFixed(2)} of the goal`
        : 'not measured';
      return `${name} >= ${goal.toLocaleString('en')}${unit ? ` ${unit}` : ''}/s (${figure})`;
    },
    met: (results) => (found(results)?.opsPerSecond ?? 0) >= goal,
  };
}

export interface Section {
  readonly title: string;
  /** What one operation is, e.g. "7-card hand evaluations". */
  readonly unit: string;
  /** Builds the inputs (outside every timed loop) and returns the contenders. */
  readonly setup: () => readonly Contender[];
  readonly goals: readonly Goal[];
  /** Optional check run once before timing (e.g. that contenders agree, or a build measured); returns a line to print. */
  readonly check?: () => string | Promise<string>;
}

export interface Settings {
  readonly warmupMs: number;
  readonly sampleMs: number;
  readonly samples: number;
}

export const DEFAULT_SETTINGS: Settings = { warmupMs: 400, sampleMs: 250, samples: 7 };

const sections: Section[] = [];

/** Adds a section; a bench file calls this at load, so run.ts needs one import line per file. */
export function registerSection(section: Section): void {
  sections.push(section);
}

export function registeredSections(): readonly Section[] {
  return sections;
}

let sink = 0;

/** Ops/second of one contender over about `ms` milliseconds, continuing from operation `from`. */
function timeFor(contender: Contender, ms: number, from: { next: number }): number {
  let ops = 0;
  const start = performance.now();
  let now = start;
  do {
    sink += contender.run(from.next, contender.chunk);
    from.next += contender.chunk;
    ops += contender.chunk;
    now = performance.now();
  } while (now - start < ms);
  return (ops * 1000) / (now - start);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function measureSection(section: Section, settings: Settings = DEFAULT_SETTINGS): Measured[] {
  const contenders = section.setup();
  const cursors = contenders.map(() => ({ next: 0 }));
  contenders.forEach((c, i) => timeFor(c, settings.warmupMs, cursors[i]!));
  const samples = contenders.map(() => [] as number[]);
  // Interleaved: each round times every contender once, so drifting machine load hits all alike.
  for (let round = 0; round < settings.samples; round++)
    contenders.forEach((c, i) => samples[i]!.push(timeFor(c, settings.sampleMs, cursors[i]!)));
  return contenders.map((c, i) => ({ name: c.name, peer: c.peer, opsPerSecond: median(samples[i]!), samples: samples[i]! }));
}

const fmt = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} k` : n.toFixed(0)).padStart(9);

export function printSection(section: Section, results: readonly Measured[], settings: Settings = DEFAULT_SETTINGS): boolean {
  const peers = results.filter((r) => r.peer);
  const fastestPeer = peers.reduce<Measured | null>((best, r) => (!best || r.opsPerSecond > best.opsPerSecond ? r : best), null);
  console.log(
    `\n== ${section.title} (${section.unit}/s; median of ${settings.samples} samples of ${settings.sampleMs} ms after ${settings.warmupMs} ms warm-up)`,
  );
  const width = Math.max(...results.map((r) => r.name.length));
  for (const r of results) {
    const spread = `${fmt(Math.min(...r.samples)).trim()}..${fmt(Math.max(...r.samples)).trim()}`;
    const x = fastestPeer ? r.opsPerSecond / fastestPeer.opsPerSecond : 0;
    const ratio = fastestPeer ? `  x${x >= 0.1 ? x.toFixed(2) : x.toPrecision(2)} vs fastest peer` : '';
    console.log(`  ${r.peer ? 'peer' : 'ours'}  ${r.name.padEnd(width)}  ${fmt(r.opsPerSecond)} ops/s  (${spread})${ratio}`);
  }
  let allMet = true;
  for (const goal of section.goals) {
    const met = goal.met(results);
    allMet &&= met;
    const text = typeof goal.text === 'function' ? goal.text(results) : goal.text;
    console.log(`  goal: ${text}: ${met ? 'MET' : 'NOT MET'}`);
  }
  return allMet;
}

/** Keeps the results of timed work observable. */
export function benchSink(): number {
  return sink;
}
