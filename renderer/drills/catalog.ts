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
  readonly view: () => Promise<Component>;
}

export const DRILLS: readonly DrillEntry[] = [
  {
    id: 'bring-in',
    path: '/drills/bring-in',
    titleKey: 'drills.bringIn.title',
    descriptionKey: 'drills.bringIn.description',
    view: () => import('../views/BringInDrillView.vue'),
  },
];
