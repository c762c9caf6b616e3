import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { createAppRouter } from './router';
import { createAppI18n, preferredLocale } from './i18n';
import { keepSessionAcrossReload } from './stores/keepAcrossReload';
import { useTraineeStore } from './stores/trainee';
import './styles/app.css';

const app = createApp(App);
const pinia = createPinia();
app.use(pinia);
keepSessionAcrossReload();
// Who trains here is read before the first screen opens: with several trainees the router asks for a pick first.
void useTraineeStore(pinia)
  .ready()
  .finally(() => {
    app.use(createAppRouter());
    app.use(createAppI18n(preferredLocale(navigator.languages)));
    app.mount('#app');
  });
