import { createRouter, createWebHashHistory, type RouteRecordRaw, type Router } from 'vue-router';
import HomeView from './views/HomeView.vue';
import { DEAL_ENTRY, DRILLS } from './drills/catalog';
import { drillPath } from './drills/runner/kinds';
import { OLD_BRING_IN_PATH } from './drills/runner/legacyCode';
import { useTraineeStore } from './stores/trainee';
import { LOCALES } from '../core';
import { loadCoreTexts } from './i18n/coreTexts';

/** Hash history: works from file:// inside Electron as well as from a web server. */
export const routes: RouteRecordRaw[] = [
  { path: '/', name: 'home', component: HomeView },
  ...DRILLS.map((drill) => ({ path: drill.path, name: `drill-${drill.id}`, component: drill.view })),
  // The old quick "Who brings in?" drill: its links open the runner's bring-in drill; an old `?code=` goes along
  // and the runner maps it (or says why it cannot).
  { path: OLD_BRING_IN_PATH, redirect: (to) => ({ path: drillPath('bring-in'), query: to.query }) },
  { path: DEAL_ENTRY.path, name: 'deal', component: DEAL_ENTRY.view },
  { path: '/summary', name: 'summary', component: () => import('./views/DrillSummaryView.vue') },
  { path: '/learn', name: 'learn', component: () => import('./views/LearnView.vue') },
  { path: '/learn/:lesson', name: 'lesson', component: () => import('./views/LessonView.vue') },
  // The glossary sets every language side by side: core's texts in all of them come with it.
  {
    path: '/glossary',
    name: 'glossary',
    component: () => Promise.all([import('./views/GlossaryView.vue'), ...LOCALES.map(loadCoreTexts)]).then(([view]) => view),
  },
  { path: '/welcome', name: 'welcome', component: () => import('./views/WelcomeView.vue') },
  { path: '/floor/replay', name: 'floor-replay', component: () => import('./views/FloorReplayView.vue') },
  { path: '/floor/rulings', name: 'floor-rulings', component: () => import('./views/FloorRulingsView.vue') },
  { path: '/floor/house-rules', name: 'floor-house-rules', component: () => import('./views/HouseRulesView.vue') },
  { path: '/trainees', name: 'trainees', component: () => import('./views/TraineesView.vue') },
  { path: '/class', name: 'class', component: () => import('./views/ClassView.vue') },
  { path: '/exams', name: 'exams', component: () => import('./views/ExamsView.vue') },
  // Full screen: the app's header is left out while an exam is taken.
  { path: '/exams/take', name: 'exam-take', component: () => import('./views/ExamTakeView.vue'), meta: { bare: true } },
  {
    path: '/progress',
    component: () => import('./views/ProgressView.vue'),
    children: [
      { path: '', redirect: '/progress/history' },
      { path: 'history', name: 'progress-history', component: () => import('./components/progress/ProgressHistory.vue') },
      { path: 'history/:start', name: 'progress-session', component: () => import('./components/progress/ProgressSession.vue') },
      { path: 'skills', name: 'progress-skills', component: () => import('./components/progress/ProgressSkills.vue') },
      { path: 'review', name: 'progress-review', component: () => import('./components/progress/ProgressReview.vue') },
      { path: 'charts', name: 'progress-charts', component: () => import('./components/progress/ProgressCharts.vue') },
    ],
  },
  { path: '/:pathMatch(.*)*', redirect: '/' },
];

/**
 * With several trainees on the computer, the app asks who is training before it opens any other screen. The
 * trainees are read before the app mounts (main.ts), so this guard never waits: a guard that waited would hold
 * the first navigation, and the router listens for address changes only once that one is done.
 */
export function askWhoIsTraining(router: Router): void {
  router.beforeEach((to) => {
    const trainee = useTraineeStore();
    if (trainee.needsPick && to.name !== 'trainees') return { name: 'trainees', query: { next: to.fullPath } };
    return true;
  });
}

export function createAppRouter() {
  const router = createRouter({ history: createWebHashHistory(), routes });
  askWhoIsTraining(router);
  return router;
}
