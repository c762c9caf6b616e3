import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router';
import HomeView from './views/HomeView.vue';
import { DRILLS } from './drills/catalog';
import { drillPath } from './drills/runner/kinds';
import { OLD_BRING_IN_PATH } from './drills/runner/legacyCode';

/** Hash history: works from file:// inside Electron as well as from a web server. */
export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'home', component: HomeView },
  ...DRILLS.map((drill) => ({ path: drill.path, name: `drill-${drill.id}`, component: drill.view })),
  // The old quick "Who brings in?" drill: its links open the runner's bring-in drill; an old `?code=` goes along
  // and the runner maps it (or says why it cannot).
  { path: OLD_BRING_IN_PATH, redirect: (to) => ({ path: drillPath('bring-in'), query: to.query }) },
  { path: '/summary', name: 'summary', component: () => import('./views/DrillSummaryView.vue') },
  { path: '/floor/replay', name: 'floor-replay', component: () => import('./views/FloorReplayView.vue') },
  { path: '/floor/rulings', name: 'floor-rulings', component: () => import('./views/FloorRulingsView.vue') },
  { path: '/floor/house-rules', name: 'floor-house-rules', component: () => import('./views/HouseRulesView.vue') },
  { path: '/:pathMatch(.*)*', redirect: '/' },
];

export function createAppRouter() {
  return createRouter({ history: createWebHashHistory(), routes });
}
