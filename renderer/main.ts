import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { createAppRouter } from './router';
import { createAppI18n, loadUiMessages, preferredLocale } from './i18n';
import { loadCoreTexts } from './i18n/coreTexts';
import { keepSessionAcrossReload } from './reload/keepSessionAcrossReload';
import { examKeptAcrossReload } from './reload/keptExamKeys';
import { afterPaint } from './composables/afterPaint';
import { useTraineeStore } from './stores/trainee';
import './styles/tokens.css';
import './styles/app.css';
import './styles/setup-fields.css';

const app = createApp(App);
const pinia = createPinia();
app.use(pinia);
keepSessionAcrossReload();
// Who trains here is read before the first screen opens (with several trainees the router asks for a pick first),
// while the texts of the language to start in load (the UI's and core's).
const locale = preferredLocale(navigator.languages);
// The exam kept across a reload: its code (the exam's files and questions) is loaded before the first screen only
// when a reload left one, else once the first screen is painted; it restores once core's texts are here (restoring
// deals its questions again).
const keptExam = () => import('./reload/keptExam');
const examToRestore = examKeptAcrossReload() ? keptExam() : null;
void Promise.all([
  useTraineeStore(pinia)
    .ready()
    .catch(() => undefined),
  loadUiMessages(locale),
  loadCoreTexts(locale),
  examToRestore,
]).then(async ([, messages, , restoring]) => {
  if (restoring) await restoring.keepExamAcrossReload();
  app.use(createAppRouter());
  app.use(createAppI18n(locale, { [locale]: messages }));
  app.mount('#app');
  // Loaded once the first screen is painted, not competing with it.
  if (!restoring) afterPaint(() => void keptExam().then(({ keepExamAcrossReload }) => keepExamAcrossReload()));
});
