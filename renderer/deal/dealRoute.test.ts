import { describe, expect, it } from 'vitest';
import { LESSON_IDS } from '../../core';
import { lessonDealRoute, readDealRoute } from './dealRoute';
import { routes } from '../router';
import { createMemoryHistory, createRouter } from 'vue-router';

describe("the whole-hand mode's address from a lesson", () => {
  it('every lesson opens a Guided hand in its game with its kinds of step, read back as they were written', async () => {
    const router = createRouter({ history: createMemoryHistory(), routes });
    for (const lesson of LESSON_IDS) {
      const to = router.resolve(lessonDealRoute(lesson, 'razz'));
      expect(to.path).toBe('/deal');
      const ask = readDealRoute(to.query);
      expect(ask.game).toBe('razz');
      expect(ask.tableReady).toBe(false);
      expect(ask.focus.length, lesson).toBeGreaterThan(0);
    }
    expect(router.resolve(lessonDealRoute('bring-in', 'stud')).fullPath).toBe('/deal?game=stud&mode=guided&focus=bring-in');
    expect(readDealRoute(router.resolve(lessonDealRoute('pots', 'stud8')).query).focus).toEqual(['antes', 'uncalled-bet', 'collect']);
  });

  it('leaves out what is no game, mode or kind of step', () => {
    expect(readDealRoute({ game: 'holdem', mode: 'fast', focus: ['river', 'award'] })).toEqual({
      game: null,
      tableReady: null,
      focus: ['award'],
    });
    expect(readDealRoute({ mode: 'table-ready' })).toEqual({ game: null, tableReady: true, focus: [] });
  });
});
