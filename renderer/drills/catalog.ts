import type { Component } from 'vue';

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

export const DRILLS: readonly DrillEntry[] = [
  {
    id: 'bring-in',
    path: '/drills/bring-in',
    titleKey: 'drills.bringIn.title',
    descriptionKey: 'drills.bringIn.description',
    preview: ['2s', '2h', '2d'],
    view: () => import('../views/BringInDrillView.vue'),
  },
];
