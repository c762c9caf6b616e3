import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router';
import HomeView from './views/HomeView.vue';
import { DRILLS } from './drills/catalog';

/** Hash history: works from file:// inside Electron as well as from a web server. */
export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'home', component: HomeView },
  ...DRILLS.map((drill) => ({ path: drill.path, name: `drill-${drill.id}`, component: drill.view })),
  { path: '/summary', name: 'summary', component: () => import('./views/DrillSummaryView.vue') },
  { path: '/:pathMatch(.*)*', redirect: '/' },
];

export function createAppRouter() {
  return createRouter({ history: createWebHashHistory(), routes });
}
