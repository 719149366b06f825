// The app as `npm create vue@latest` starts it: its root component mounted on #app.
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
