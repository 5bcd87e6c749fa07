import { checkRules, type RateLimiter, type RateLimitRule, rateLimited } from '../rate-limiter.ts';

/** The PostgreSQL limiter's rules in a Map, for use-case tests. */
export class InMemoryRateLimiter implements RateLimiter {
  readonly windows = new Map<string, { start: number; count: number }>();

  async hit(rules: RateLimitRule[], now: Date): Promise<void> {
    checkRules(rules);
    for (const rule of rules) {
      const window = this.windows.get(rule.key);
      if (!window || window.start <= now.getTime() - rule.windowMs)
        this.windows.set(rule.key, { start: now.getTime(), count: 1 });
      else window.count += 1;
    }
    const tripped = rules.find((rule) => this.windows.get(rule.key)!.count > rule.limit);
    if (tripped) throw rateLimited(tripped);
  }

  async reset(keys: string[]): Promise<void> {
    for (const key of keys) this.windows.delete(key);
  }
}
