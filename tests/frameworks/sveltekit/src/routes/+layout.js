// Rendered on the server at build time (adapter-static), then hydrated in the browser.
export const prerender = true;
