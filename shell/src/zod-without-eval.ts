import { config } from 'zod/v4/core';

/**
 * The page's Content-Security-Policy has no 'unsafe-eval'. zod compiles object parsers with `new Function`
 * after probing whether it may; the probe fails quietly but the browser still reports a CSP violation
 * for it. zod's configuration is page-wide (globalThis), so this one call also covers the remotes' copies;
 * it must run before any schema is built, hence in the entry, ahead of the async boundary.
 */
config({ jitless: true });
