import { runUntilSignalled } from './start.ts';

// ROLE=api|worker|all (default all: `make run` serves HTTP and runs jobs in one process).
await runUntilSignalled();
