import { checkRules, type RateLimiter, type RateLimitRule, rateLimited, storedKey } from '../rate-limiter.ts';

/** The PostgreSQL limiter's rules in a Map, for use-case tests. */
export class InMemoryRateLimiter implements RateLimiter {
  readonly windows = new Map<string, { start: number; count: number }>();

  async hit(rules: RateLimitRule[], now: Date): Promise<void> {
    checkRules(rules);
    for (const rule of rules) {
      const key = storedKey(rule.key);
      const window = this.windows.get(key);
      if (!window || window.start <= now.getTime() - rule.windowMs)
        this.windows.set(key, { start: now.getTime(), count: 1 });
      else window.count += 1;
    }
    const tripped = rules.find((rule) => this.windows.get(storedKey(rule.key))!.count > rule.limit);
    if (tripped) throw rateLimited(tripped, new Date(this.windows.get(storedKey(tripped.key))!.start), now);
  }

  async reset(keys: string[]): Promise<void> {
    for (const key of keys) this.windows.delete(storedKey(key));
  }
}
