import { readFile, writeFile } from 'node:fs/promises';
import { test, expect } from './fixtures';
import { axeProblems, snap } from './page-checks';
import { answerOf, generateScenario, solveScenario, type DrillKind } from '../../core';
import { toJson } from '../../electron/shared/records-format';
import { parseCsv } from '../../electron/shared/records-import';
import type { GradedResult } from '../../electron/shared/contract';
import { compactResponse } from '../../renderer/drills/runner/answerText';
import { RESULT_FORMAT, sealed } from '../../renderer/exams/examFile';
import { checksumOf } from '../../renderer/exams/checksum';

const setup = { variant: 'stud', players: 6, rules: 'tda', structure: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 } } as const;

function answers(trainee: string, kind: DrillKind, count: number, right: number): GradedResult[] {
  return Array.from({ length: count }, (_, k) => {
    const scenario = generateScenario(kind, setup, 100 + k);
    const expected = compactResponse(answerOf(scenario));
    return {
      id: `${trainee}-${kind}-${k}-xxxx`,
      timestamp: new Date(Date.UTC(2026, 10, 1, 10, k)).toISOString(),
      drill: kind,
      scenarioCode: scenario.code,
      answer: k < right ? expected : '-',
      correctAnswer: expected,
      correct: k < right,
      timeMs: 2000,
      profile: 'tda',
      language: 'en',
      trainee,
      street: scenario.street,
      rules: [...(solveScenario(scenario)?.rules ?? [])],
    };
  });
}

test('class view: three files (two exports and an exam result) in one table of trainees x drills, bad files named, exported as CSV', async ({
  page,
}, testInfo) => {
  const ana = testInfo.outputPath('ana.json');
  const luis = testInfo.outputPath('luis.json');
  const result = testInfo.outputPath('result-luis.json');
  const old = testInfo.outputPath('old.json');
  const again = testInfo.outputPath('ana-again.json');
  const anaText = toJson([...answers('ana-k3x9', 'bring-in', 10, 9), ...answers('ana-k3x9', 'pot', 4, 1)], new Date(), {
    id: 'ana-k3x9',
    name: 'Ana',
  });
  await writeFile(ana, anaText);
  await writeFile(again, anaText);
  await writeFile(luis, toJson(answers('luis-a1b2', 'bring-in', 5, 2), new Date(), { id: 'luis-a1b2', name: 'Luis' }));
  const code = generateScenario('bring-in', setup, 1).code;
  await writeFile(
    result,
    await sealed({
      format: RESULT_FORMAT,
      version: 2,
      exam: {
        id: 'exam-final-0001',
        title: 'Final',
        checksum: await checksumOf({ exam: 1 }),
        passPercent: 80,
        questions: 1,
        hands: 1,
        steps: 2,
      },
      trainee: { id: 'luis-a1b2', name: 'Luis' },
      startedAt: '2026-11-02T10:00:00.000Z',
      finishedAt: '2026-11-02T10:05:00.000Z',
      // A question and the first two steps of a whole hand (the antes, the deal): each counts in the score.
      answers: [
        { code, answer: 'seat 1 / A', correctAnswer: 'seat 2 / A', correct: false, timeMs: 3000 },
        { code: 'DH-stud-4-tda-1.2.5.10-some-1@0', step: 'antes', answer: '4', correctAnswer: '4', correct: true, timeMs: 2000 },
        {
          code: 'DH-stud-4-tda-1.2.5.10-some-1@1',
          step: 'deal',
          answer: '2',
          correctAnswer: '1 2 3 4 1 2 3 4 1 2 3 4',
          correct: false,
          timeMs: 2500,
        },
      ],
      score: { right: 1, total: 3, percent: 33.3 },
      passed: false,
      appVersion: '0.1.0',
    }),
  );
  await writeFile(
    old,
    JSON.stringify({ format: 'bring-in-progress', version: 1, results: answers('x', 'pot', 1, 1).map(({ trainee: _t, ...r }) => r) }),
  );

  await page.goto('./#/class');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('class-pick').click();
  await (await chooser).setFiles([ana, luis, result, old, again]);
  await expect(page.getByTestId('class-status')).toHaveText('3 files read.');
  await expect(page.getByTestId('class-problems')).toContainText('old.json does not say whose answers it holds');
  await expect(page.getByTestId('class-problems')).toContainText('ana-again.json is the same as ana.json, already read: left out.');

  const rows = page.getByTestId('class-row');
  await expect(rows).toHaveCount(2);
  const anaRow = page.locator('[data-trainee="ana-k3x9"]');
  await expect(anaRow.locator('[data-kind="bring-in"]')).toContainText('90% of 10');
  await expect(anaRow.locator('[data-kind="pot"]')).toContainText('25% of 4');
  await expect(anaRow.locator('[data-kind="showdown"]')).toHaveText('not tried');
  const luisRow = page.locator('[data-trainee="luis-a1b2"]');
  await expect(luisRow.locator('[data-exam="exam-final-0001"]')).toContainText('33.3% not passed');
  await expect(luisRow.getByTestId('class-exam-steps')).toHaveText('1 of 2 hand steps right');
  expect(await axeProblems(page)).toEqual([]);
  await snap(page, testInfo, 'class-view');

  const download = page.waitForEvent('download');
  await page.getByTestId('class-export').click();
  const csvPath = testInfo.outputPath('class.csv');
  await (await download).saveAs(csvPath);
  const csv = parseCsv(await readFile(csvPath, 'utf8'));
  expect(csv[0]!.slice(0, 4)).toEqual(['trainee', 'trainee id', 'bring-in answers', 'bring-in right %']);
  expect(csv.slice(1).map((r) => r.slice(0, 4))).toEqual([
    ['Ana', 'ana-k3x9', '10', '90'],
    ['Luis', 'luis-a1b2', '5', '40'],
  ]);
  expect(csv[0]!.slice(-3)).toEqual(['Final %', 'Final passed', 'Final hand steps right']);
  expect(csv[2]!.slice(-3)).toEqual(['33.3', 'no', '1/2']);
});

test("class view: this computer's trainees, when none has answered yet, are not a silent click: the screen says there is nothing to add", async ({
  page,
}) => {
  await page.goto('./#/class');
  await page.getByTestId('class-local').click();
  await expect(page.getByTestId('class-status')).toHaveText('No trainee on this computer has answered a question yet: nothing to add.');
  await expect(page.getByTestId('class-none')).toBeVisible();
});
