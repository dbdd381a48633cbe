import { describe, expect, test } from 'bun:test';
import { authorStatsQuerySchema, searchQuerySchema } from './search-query';

describe('searchQuerySchema', () => {
  test.each<[Record<string, string>, object]>([
    [{}, { q: '' }],
    [
      { q: ' portal ', section: '', status: '', sort: '' },
      { q: 'portal', section: undefined, status: undefined, sort: undefined },
    ],
    [
      { q: 'x', section: 'cosmic-watch', status: 'analysis', sort: 'relevance' },
      { q: 'x', section: 'cosmic-watch', status: 'analysis', sort: 'relevance' },
    ],
  ])('%p is accepted', (input, output) => {
    expect(searchQuerySchema.parse(input) as object).toEqual(output);
  });

  test.each([
    [{ q: 'a'.repeat(201) }, 'q', 'must be at most 200 characters'],
    [{ section: 'multiverse-watch' }, 'section', 'must be one of global-affairs'],
    [{ status: 'published' }, 'status', 'must be one of breaking, developing, analysis, confirmed'],
    [{ sort: 'oldest' }, 'sort', 'must be one of newest, relevance, title'],
  ])('%p is refused on %s', (input, path, message) => {
    const result = searchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([path]);
    expect(issue.message).toContain(message);
  });
});

describe('authorStatsQuerySchema', () => {
  test.each([
    [{ author: ' Helena Voss ' }, true],
    [{ author: '' }, false],
    [{ author: '   ' }, false],
    [{}, false],
    [{ author: 'x'.repeat(101) }, false],
  ])('%p → %p', (input, ok) => {
    expect(authorStatsQuerySchema.safeParse(input).success).toBe(ok);
  });
});
