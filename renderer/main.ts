import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { createAppRouter } from './router';
import { createAppI18n, loadUiMessages, preferredLocale } from './i18n';
import { loadCoreTexts } from './i18n/coreTexts';
import { keepSessionAcrossReload } from './reload/keepSessionAcrossReload';
import { keepExamAcrossReload } from './reload/keptExam';
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
void Promise.all([useTraineeStore(pinia).ready().catch(() => undefined), loadUiMessages(locale), loadCoreTexts(locale)]).then(([, messages]) => {
  // The exam a reload left is restored once core's texts are here: restoring deals its questions again.
  keepExamAcrossReload();
  app.use(createAppRouter());
  app.use(createAppI18n(locale, { [locale]: messages }));
  app.mount('#app');
});
