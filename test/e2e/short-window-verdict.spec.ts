import { test, expect } from './fixtures';
import { answerOf } from '../../core';
import { answerByKeyboard, openScenario, scenarioOf } from './runner-kit';

/**
 * In the smallest window the app is made for (1024x640), an answered 8-player showdown question keeps its heading
 * in sight above the verdict and the Next button, in every language (the Italian question is the longest).
 */
const CODE = 'SD-stud-8-rrc-1.2.5.10-6';

for (const locale of ['en-GB', 'es-ES', 'it-IT']) {
  test.describe(`at 1024x640 in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1024, height: 640 } });

    for (const right of [true, false]) {
      test(`a showdown answered ${right ? 'right' : 'wrong'}: the question's heading, the verdict and Next are all in sight`, async ({
        page,
      }) => {
        await openScenario(page, CODE);
        const answer = answerOf(scenarioOf(CODE));
        // Wrong: first seat 1 and choice A, neither of which is the right answer here (the verdict is longer).
        const [first, second] = answer;
        expect(first).toMatchObject({ kind: 'seat' });
        expect(second).toMatchObject({ kind: 'choice' });
        expect(first!.kind === 'seat' && first!.seat).not.toBe(0);
        expect(second!.kind === 'choice' && second!.letter).not.toBe('A');
        await answerByKeyboard(
          page,
          right
            ? answer
            : [
                { kind: 'seat', seat: 0 },
                { kind: 'choice', letter: 'A' },
              ],
        );
        await expect(page.getByTestId('verdict')).toBeVisible();
        const box = await page.evaluate(() => {
          const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
          const side = rect('.drill-runner__side');
          return {
            side: { top: side.top, bottom: side.bottom },
            title: rect('#drill-question-title').top,
            next: rect('[data-testid="next"]').bottom,
          };
        });
        expect(box.title, 'the heading is scrolled out of the side column').toBeGreaterThanOrEqual(box.side.top);
        expect(box.next, 'Next is below the side column').toBeLessThanOrEqual(box.side.bottom + 0.5);
      });
    }
  });
}
