export { seedDemoAccountNumbers } from './adapters/db/demo-numbers.ts';
export { messagingEntities } from './adapters/db/messaging.mapping.ts';
