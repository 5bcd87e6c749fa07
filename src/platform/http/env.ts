import type { Logger } from 'pino';
import type { Caller } from './caller.ts';

/** Variables every handler can read from the Hono context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    caller: Caller;
    brandingId: number;
    /** STAFF_REQUIRE_MFA: staff routes need a session that passed MFA. */
    staffRequireMfa: boolean;
  };
}
