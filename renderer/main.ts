import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { createAppRouter } from './router';
import { createAppI18n, preferredLocale } from './i18n';
import { keepSessionAcrossReload } from './stores/keepAcrossReload';
import './styles/tokens.css';
import './styles/app.css';

const app = createApp(App);
app.use(createPinia());
keepSessionAcrossReload();
app.use(createAppRouter());
app.use(createAppI18n(preferredLocale(navigator.languages)));
app.mount('#app');
