import { z } from 'zod';

/*
 * Zod compiles object schemas with `new Function` when it may, and probes for that on first use. Our Content
 * Security Policy forbids eval, so the probe is reported as a CSP violation in the console, which costs every
 * page that runs React Lighthouse's best practices (0.96). Imported first by the browser entry, before any schema
 * parses: validation is the same, interpreted instead of compiled.
 */
z.config({ jitless: true });
