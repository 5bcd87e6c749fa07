import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** One MSW server per test file; tests add handlers with server.use(), reset after each test. */
export const server = setupServer(...handlers);
