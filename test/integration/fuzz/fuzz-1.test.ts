import { fuzzShard } from './fuzz-kit.ts';

fuzzShard(1);
