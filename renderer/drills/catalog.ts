import type { Component } from 'vue';
import type { DrillSelector } from '../../core';
import { DRILL_SELECTORS, drillPath, drillTextKey } from './runner/kinds';

/**
 * The drills the app offers, as data: the home screen lists them and the router makes a route
 * for each, so a new drill is one entry here. Only drills that work are listed.
 */
export interface DrillEntry {
  readonly id: string;
  /** Route path (hash history: shown after `#`). */
  readonly path: string;
  /** UI i18n keys for the title and the one-line description. */
  readonly titleKey: string;
  readonly descriptionKey: string;
  /** A few cards drawn on the home screen as the drill's picture (decorative), e.g. ['2s', '2h', '2d']. */
  readonly preview: readonly string[];
  readonly view: () => Promise<Component>;
}

/** The cards drawn on the home screen for each drill. */
const PREVIEW: Readonly<Record<DrillSelector, readonly string[]>> = {
  'bring-in': ['2c', 'Kd', 'As'],
  'first-to-act': ['7h', '7s', 'Kc'],
  'legal-action': ['Qh', 'Qd', '5c'],
  'deal-order': ['9s', '8d', '4h'],
  pot: ['Tc', 'Th', '2s'],
  showdown: ['As', 'Ks', 'Qs'],
  misprocedure: ['6d', '6c', 'Jh'],
  mixed: ['Ah', '5d', '3c'],
};

/** Every drill is one of the runner's (drills/runner/kinds.ts), in its order. */
export const DRILLS: readonly DrillEntry[] = DRILL_SELECTORS.map((selector) => ({
  id: `drill-${selector}`,
  path: drillPath(selector),
  titleKey: drillTextKey(selector, 'title'),
  descriptionKey: drillTextKey(selector, 'description'),
  preview: PREVIEW[selector],
  view: () => import('../views/DrillRunnerView.vue'),
}));

/** The whole-hand mode: the trainee deals a hand from the antes to the push (its own screen, not the drill runner). */
export const DEAL_ENTRY: DrillEntry = {
  id: 'deal',
  path: '/deal',
  titleKey: 'deal.title',
  descriptionKey: 'deal.description',
  preview: ['Ah', 'Kh', '7c'],
  view: () => import('../views/DealView.vue'),
};

/** The home screen's cards: dealing a whole hand first, then each drill. */
export const HOME_CARDS: readonly DrillEntry[] = [DEAL_ENTRY, ...DRILLS];
