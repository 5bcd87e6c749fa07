import { DomainError } from '../../../shared/domain-error.ts';
import { isThemePattern } from './number-patterns.ts';

export const THEME_KEY_MAX = 12;

const invalid = (field: string, message: string) =>
  new DomainError('validation', 'catalog.theme_invalid', message, { errors: { [field]: message } });

/** Spec 3: the derived key is lower case, spaces become hyphens, other non-word characters go, at most 12. */
export function themeKey(keyword: string): string {
  return keyword
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .slice(0, THEME_KEY_MAX);
}

/** Start dates count from the start of their day, end dates to the end of theirs (UTC). */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function endOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 23, 59, 59, 999));
}

/** A seasonal look for /search: a keyword and digit patterns whose numbers are picked for the page. */
export class Theme {
  id!: number;
  name: string;
  keyword: string;
  status: 'active';
  startDate: Date;
  endDate: Date;

  constructor(props: { name: string; keyword: string; startDate: Date; endDate: Date }) {
    this.name = '';
    this.keyword = '';
    this.status = 'active';
    this.startDate = props.startDate;
    this.endDate = props.endDate;
    this.edit(props);
  }

  edit(changes: { name?: string; keyword?: string; startDate?: Date; endDate?: Date }): void {
    const name = (changes.name ?? this.name).trim();
    const keyword = themeKey(changes.keyword ?? this.keyword);
    if (!name) throw invalid('name', 'Title is required.');
    if (!keyword) throw invalid('keyword', 'Keyword is required.');
    const startDate = startOfDay(changes.startDate ?? this.startDate);
    const endDate = endOfDay(changes.endDate ?? this.endDate);
    if (endDate <= startDate) throw invalid('endDate', 'End date must be after the start date.');
    Object.assign(this, { name, keyword, startDate, endDate });
  }

  /** Current when startDate <= now < endDate. */
  isCurrentAt(now: Date): boolean {
    return this.startDate <= now && now < this.endDate;
  }
}

/** A digit pattern of a theme ('XXYY', '*777'), kept upper-cased. */
export class ThemePattern {
  id!: number;
  themeId: number;
  pattern: string;
  status: 'active';

  constructor(props: { themeId: number; pattern: string }) {
    const pattern = props.pattern.trim().toUpperCase();
    if (pattern.length > 12 || !isThemePattern(pattern)) {
      throw invalid(
        'pattern',
        'A pattern uses digits and capital letters, optionally after a leading * (e.g. XXYY, *777).',
      );
    }
    this.themeId = props.themeId;
    this.pattern = pattern;
    this.status = 'active';
  }
}
