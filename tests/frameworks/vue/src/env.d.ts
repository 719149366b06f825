// What create-vue's env.d.ts gives an app: Vite's client types (`*.vue` imports are typed by vue-tsc).
/// <reference types="vite/client" />
