import { runUntilSignalled } from './start.ts';

// A job worker only: no HTTP. Run as many as needed beside the API processes, on the same database.
await runUntilSignalled({ ROLE: 'worker' });
