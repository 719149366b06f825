// The app as `npm create vite@latest -- --template svelte-ts` starts it: Svelte 5's mount().
import { mount } from 'svelte';
import App from './App.svelte';

export default mount(App, { target: document.getElementById('app')! });
