/**
 * Online rooms' hand histories in process: every real hand of test/hand-histories (PokerStars, Full Tilt Poker,
 * Bovada, Winamax), each read from the room's text, converted to PHH, replayed under the online profile and its money
 * checked against the room's summary, as `replay` does over a folder. Goal: at least 20,000 hands per second, printed
 * beside the same hands' PHH text parsed alone (smol-toml and the PHH reader) and the parts on their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parsePhh,
  replayPhh,
  writePhh,
  type PhhHand,
  PROFILES,
  decodeHandHistory,
  readHandHistory,
  replayWithMoney,
  detectFormat,
  splitHands,
  textLines,
} from '../core';
import { registerSection, type Contender, type Goal, type Measured } from './harness';

const GOAL = 20_000;
const DIR = fileURLToPath(new URL('../test/hand-histories/', import.meta.url));
const ONLINE = PROFILES.online;
const FULL = 'read, convert, replay, money check';

/** Each hand of every real file as its own text, with its PHH: the hands that convert and that the engine sets up. */
function realHands(): { texts: string[]; phh: PhhHand[] } {
  const texts: string[] = [];
  const phh: PhhHand[] = [];
  for (const room of readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(join(DIR, room.name))) {
      const text = decodeHandHistory(readFileSync(join(DIR, room.name, file)));
      const format = detectFormat(text);
      if (format === null || format === 'phh') continue;
      for (const hand of splitHands(textLines(text), format).hands) {
        const one = hand.lines.map((l) => l.text).join('\n');
        const [entry] = readHandHistory(one).entries;
        if (!entry?.ok) continue;
        try {
          replayPhh(entry.phh, { rules: ONLINE });
        } catch {
          continue;
        }
        texts.push(one);
        phh.push(entry.phh);
      }
    }
  }
  return { texts, phh };
}

function contender(name: string, run: (k: number) => number): Contender {
  return {
    name,
    peer: false,
    chunk: 50,
    run(start, count) {
      let sum = 0;
      for (let k = 0; k < count; k++) sum += run(start + k);
      return sum;
    },
  };
}

/** The goal on the whole path, with the PHH parse of the same hands printed beside it. */
function goal(): Goal {
  const rate = (results: readonly Measured[], name: string) => results.find((r) => r.name === name)?.opsPerSecond ?? 0;
  return {
    text: (results) => {
      const full = rate(results, FULL);
      const parse = rate(results, 'PHH parse alone (same hands)');
      return `${FULL} >= ${GOAL.toLocaleString('en')} hands/s (${Math.round(full).toLocaleString('en')}/s, x${(full / GOAL).toFixed(2)} of the goal; PHH parse alone ${Math.round(parse).toLocaleString('en')}/s)`;
    },
    met: (results) => rate(results, FULL) >= GOAL,
  };
}

registerSection({
  title: "Online rooms' hand histories (read, convert to PHH, replay)",
  unit: 'hands',
  check() {
    const { texts } = realHands();
    return `${texts.length} real hands of PokerStars, Full Tilt Poker, Bovada and Winamax, each read on its own`;
  },
  setup() {
    const { texts, phh } = realHands();
    const phhTexts = phh.map(writePhh);
    const n = texts.length;
    return [
      contender(FULL, (k) => {
        const [entry] = readHandHistory(texts[k % n]!).entries;
        if (!entry?.ok) return 0;
        const { report, money } = replayWithMoney(entry.phh, ONLINE);
        return report.events.length + (money?.deviations.length ?? 0);
      }),
      contender('read and convert only', (k) => readHandHistory(texts[k % n]!).entries.length),
      contender('replay only (PHH in memory)', (k) => replayPhh(phh[k % n]!, { rules: ONLINE }).events.length),
      contender('PHH parse alone (same hands)', (k) => parsePhh(phhTexts[k % n]!).actions.length),
      contender('PHH parse and replay', (k) => replayPhh(parsePhh(phhTexts[k % n]!), { rules: ONLINE }).events.length),
    ];
  },
  goals: [goal()],
});
