/** When a count was made and whether it came from the search tallies (ADR 0011). */
export interface CountMade {
  countedAt: Date;
  fromTally: boolean;
}

export interface CountFreshness {
  /** When the oldest approximate count of the answer was made (ISO), or null when all were counted for it. */
  countsAsOf: string | null;
  /** `total` came from a tally or a memo: it may differ from the inventory now by what changed since. */
  totalApproximate: boolean;
  /** The sidebar counts came from a tally or a memo. */
  facetsApproximate: boolean;
}

/**
 * A count is approximate when it was made before this answer (a memo, ADR 0010) or read from the
 * tallies (ADR 0011), which do not see holds and sales since their rebuild even when just rebuilt.
 * `null`: the part was counted for this answer, or the answer has none.
 */
export function countFreshness(
  parts: { total: CountMade | null; facets: CountMade | null },
  now: Date,
): CountFreshness {
  const approximate = (part: CountMade | null): part is CountMade =>
    part !== null && (part.fromTally || part.countedAt.getTime() < now.getTime());
  const made = [parts.total, parts.facets].filter(approximate).map((part) => part.countedAt.getTime());
  return {
    countsAsOf: made.length ? new Date(Math.min(...made)).toISOString() : null,
    totalApproximate: approximate(parts.total),
    facetsApproximate: approximate(parts.facets),
  };
}
