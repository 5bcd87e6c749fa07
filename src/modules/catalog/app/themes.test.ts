import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { defineListResource } from '../../../shared/list-query.ts';
import { InMemoryThemes } from '../testing/in-memory-themes.ts';
import { makeAddThemePattern } from './add-theme-pattern.ts';
import { makeCreateTheme } from './create-theme.ts';
import { makeCurrentThemePatterns } from './current-theme-patterns.ts';
import { makeGetTheme } from './get-theme.ts';
import { makeListThemes } from './list-themes.ts';
import { makeRemoveTheme } from './remove-theme.ts';
import { makeRemoveThemePattern } from './remove-theme-pattern.ts';
import { makeUpdateTheme } from './update-theme.ts';

function setup(now = '2026-12-10T08:00:00Z') {
  const repository = new InMemoryThemes();
  const audit = { record: async () => {} };
  const deps = {
    themes: repository,
    clock: new FixedClock(now),
    tx: <T>(work: () => Promise<T>) => work(),
    audit,
  };
  const staff = 7;
  const themes = {
    list: makeListThemes(deps),
    get: makeGetTheme(deps),
    create: (input: Parameters<ReturnType<typeof makeCreateTheme>>[0]) => makeCreateTheme(deps)(input, staff),
    update: (id: number, changes: Parameters<ReturnType<typeof makeUpdateTheme>>[1]) =>
      makeUpdateTheme(deps)(id, changes, staff),
    remove: (id: number) => makeRemoveTheme(deps)(id, staff),
    addPattern: (input: { themeId: number; pattern: string }) =>
      makeAddThemePattern(deps)({ ...input, staffUserId: staff }),
    removePattern: (id: number) => makeRemoveThemePattern(deps)(id, staff),
  };
  return { repository, themes, currentThemePatterns: makeCurrentThemePatterns({ themes: repository }) };
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const winter = {
  name: 'Winter',
  theme: 'Winter Wonderland!',
  startDate: day('2026-12-01'),
  endDate: day('2026-12-31'),
};
const anyPage = defineListResource({ fields: { name: { type: 'string' } } }).parse({});

describe('admin themes', () => {
  it('store the derived keyword and whole days, and say whether the theme is current', async () => {
    const { themes } = setup();
    expect(await themes.create(winter)).toMatchObject({
      theme: 'winter-wonde',
      name: 'Winter',
      status: 'active',
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-31T23:59:59.999Z',
      isCurrent: true,
      themePatterns: [],
    });
  });

  it('change only the fields given and keep the rules', async () => {
    const { themes } = setup();
    const { themeId } = await themes.create(winter);
    const changed = await themes.update(themeId, { theme: 'Snow Day', endDate: day('2026-12-05') });
    expect(changed).toMatchObject({ name: 'Winter', theme: 'snow-day', endDate: '2026-12-05T23:59:59.999Z' });
    expect(changed.isCurrent).toBe(false);
    await expect(themes.update(themeId, { endDate: day('2026-11-01') })).rejects.toMatchObject({
      kind: 'validation',
    });
  });

  it('list every theme with its patterns', async () => {
    const { themes } = setup();
    const { themeId } = await themes.create(winter);
    await themes.create({ ...winter, name: 'Spring', theme: 'spring' });
    await themes.addPattern({ themeId, pattern: 'xxyy' });
    const page = await themes.list(anyPage);
    expect(page).toMatchObject({ total: 2, limit: 10, skip: 0 });
    expect(page.data[0]?.themePatterns).toEqual([
      { themePatternId: expect.any(Number), themeId, pattern: 'XXYY', status: 'active' },
    ]);
    expect(page.data[1]?.themePatterns).toEqual([]);
  });

  it('add upper-cased patterns once per theme, and only to a theme that exists', async () => {
    const { themes } = setup();
    const { themeId } = await themes.create(winter);
    expect((await themes.addPattern({ themeId, pattern: ' *777 ' })).pattern).toBe('*777');
    await expect(themes.addPattern({ themeId, pattern: '*777' })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(themes.addPattern({ themeId, pattern: 'x y!' })).rejects.toMatchObject({
      kind: 'validation',
    });
    await expect(themes.addPattern({ themeId: 999, pattern: 'XXYY' })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('delete a theme with its patterns, and answer not found afterwards', async () => {
    const { themes, repository } = setup();
    const { themeId } = await themes.create(winter);
    const { themePatternId } = await themes.addPattern({ themeId, pattern: 'XXYY' });
    await themes.remove(themeId);
    expect(repository.patterns).toEqual([]);
    await expect(themes.remove(themeId)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(themes.removePattern(themePatternId)).rejects.toMatchObject({ kind: 'not_found' });
  });
});

describe('currentThemePatterns', () => {
  it('answers the patterns of the earliest-starting current theme, and none between themes', async () => {
    const { themes, currentThemePatterns } = setup();
    const early = await themes.create({ ...winter, name: 'Early', theme: 'early' });
    const late = await themes.create({
      ...winter,
      name: 'Late',
      theme: 'late',
      startDate: day('2026-12-05'),
    });
    await themes.addPattern({ themeId: late.themeId, pattern: '*2026' });
    await themes.addPattern({ themeId: early.themeId, pattern: 'XXYY' });
    await themes.addPattern({ themeId: early.themeId, pattern: '*777' });
    expect(await currentThemePatterns(new Date('2026-12-10T00:00:00Z'))).toEqual(['XXYY', '*777']);
    expect(await currentThemePatterns(new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });
});
