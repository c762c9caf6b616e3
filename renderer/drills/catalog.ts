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
    id: 'drill-bring-in',
    path: '/drill/bring-in',
    titleKey: 'runner.kinds.bringIn.title',
    descriptionKey: 'runner.kinds.bringIn.description',
    preview: ['2c', 'Kd', 'As'],
    view: () => import('../views/DrillRunnerView.vue'),
  },
  {
    id: 'drill-first-to-act',
    path: '/drill/first-to-act',
    titleKey: 'runner.kinds.firstToAct.title',
    descriptionKey: 'runner.kinds.firstToAct.description',
    preview: ['7h', '7s', 'Kc'],
    view: () => import('../views/DrillRunnerView.vue'),
  },
  {
    id: 'drill-legal-action',
    path: '/drill/legal-action',
    titleKey: 'runner.kinds.legalAction.title',
    descriptionKey: 'runner.kinds.legalAction.description',
    preview: ['Qh', 'Qd', '5c'],
    view: () => import('../views/DrillRunnerView.vue'),
  },
  {
    id: 'drill-deal-order',
    path: '/drill/deal-order',
    titleKey: 'runner.kinds.dealOrder.title',
    descriptionKey: 'runner.kinds.dealOrder.description',
    preview: ['9s', '8d', '4h'],
    view: () => import('../views/DrillRunnerView.vue'),
  },
  {
    id: 'drill-pot',
    path: '/drill/pot',
    titleKey: 'runner.kinds.pot.title',
    descriptionKey: 'runner.kinds.pot.description',
    preview: ['Tc', 'Th', '2s'],
    view: () => import('../views/DrillRunnerView.vue'),
  },
  {
    id: 'drill-showdown',
    path: '/drill/showdown',
    titleKey: 'runner.kinds.showdown.title',
    descriptionKey: 'runner.kinds.showdown.description',
    preview: ['As', 'Ks', 'Qs'],
    view: () => import('../views/DrillRunnerView.vue'),
  },
  {
    id: 'drill-misprocedure',
    path: '/drill/misprocedure',
    titleKey: 'runner.kinds.misprocedure.title',
    descriptionKey: 'runner.kinds.misprocedure.description',
    preview: ['6d', '6c', 'Jh'],
    view: () => import('../views/DrillRunnerView.vue'),
  },
  {
    id: 'drill-mixed',
    path: '/drill/mixed',
    titleKey: 'runner.kinds.mixed.title',
    descriptionKey: 'runner.kinds.mixed.description',
    preview: ['Ah', '5d', '3c'],
    view: () => import('../views/DrillRunnerView.vue'),
  },
];
