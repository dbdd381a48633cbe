import { describe, expect, test } from 'bun:test';
import { demoArticles } from '~/server/db/seed/seed-demo';
import { articleGenerator, RARE_WORD, RARE_WORD_STORIES } from './newsroom';

const generated = (count: number) => {
  const next = articleGenerator(Date.now(), count);
  return Array.from({ length: count }, (_, n) => next(n));
};
const holding = (stories: ReturnType<typeof generated>) =>
  stories.filter((story) => story.content.toLowerCase().includes(RARE_WORD));

describe('generated newsrooms', () => {
  test('the rare word is in the same few stories at every size, and in no demo story', () => {
    for (const article of demoArticles) {
      expect(`${article.title} ${article.summary} ${article.content}`.toLowerCase()).not.toContain(
        RARE_WORD,
      );
    }
    expect(holding(generated(940))).toHaveLength(RARE_WORD_STORIES);
    const archive = generated(20_000);
    const large = holding(archive);
    expect(large).toHaveLength(RARE_WORD_STORIES);
    // Spread over the archive: its oldest and its newest eighth both hold one.
    const eighth = archive.length / 8;
    const positions = large.map((story) => archive.indexOf(story));
    expect(Math.min(...positions)).toBeLessThan(eighth);
    expect(Math.max(...positions)).toBeGreaterThanOrEqual(archive.length - eighth);
  });
});
