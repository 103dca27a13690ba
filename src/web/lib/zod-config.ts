import { config } from 'zod/v4/core';

// Zod probes for eval (`new Function`) to speed up parsing; under our Content-Security-Policy
// (no 'unsafe-eval') the browser reports that probe as a violation. Parsing without it is
// plenty fast for forms. Imported first by main.tsx, before any schema parses.
config({ jitless: true });
