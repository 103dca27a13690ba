// Zod probes for eval (`new Function`) to speed up parsing; under our Content-Security-Policy
// (no 'unsafe-eval') the browser reports that probe as a violation. Parsing without it is
// plenty fast for forms. Imported first by main.tsx, before any schema is built.
//
// Set on the global object zod keeps its configuration in (zod/v4/core's `globalConfig` is
// `globalThis.__zod_globalConfig`), rather than through `config()` from 'zod/v4/core': that
// import would put zod's core into the first-load bundle, and zod's helpers with it (about
// 4 KB gzip the dashboard does not use). Whichever runs first, this or zod, both share the one
// object; zod reads `jitless` when it first builds a schema.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
