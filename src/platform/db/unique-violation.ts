import { UniqueConstraintViolationException } from '@mikro-orm/core';

const UNIQUE_VIOLATION = '23505';

/**
 * True for PostgreSQL's unique violation, raised through MikroORM (flush) or raw SQL (Kysely/pg).
 * Use cases check uniqueness first for a friendly message; this is the race that check cannot close.
 */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof UniqueConstraintViolationException ||
    (error instanceof Error && (error as Error & { code?: unknown }).code === UNIQUE_VIOLATION)
  );
}
