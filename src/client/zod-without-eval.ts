import { config } from 'zod';

// zod compiles fast validators with new Function when it may, deciding as each
// schema is built. The page's Content-Security-Policy forbids eval, and even
// zod's probe for it is reported as a violation: import this module before any
// schema.
config({ jitless: true });
