import { z } from 'zod';

// The server's Content-Security-Policy allows no eval, so zod must not compile parsers with
// `new Function`: even its caught probe is reported as a CSP violation. zod probes when a schema is
// built, which the contract modules do on import, so this runs as its own module script before
// main.tsx (index.html): module scripts run in document order.
z.config({ jitless: true });
