import { describe, expect, test } from 'bun:test';
import { termPattern } from './search-pattern';

/**
 * The pattern read by JavaScript, which reads these classes, escaped
 * punctuation and groups as PostgreSQL's ARE does (the parity test runs
 * them on PostgreSQL itself). No "u" flag: it refuses escaped punctuation.
 */
const matches = (term: string, text: string) => new RegExp(termPattern(term)).test(text);

describe('a term as a case-spelled regular expression', () => {
  test.each([
    ['éclair', 'ÉCLAIR au chocolat'],
    ['k', '4 \u212A'],
    ['ς', 'ΟΔΟΣ'],
    ['σοφια', 'ΣΟΦΙΑ'],
    ['i', 'İSTANBUL'],
    ['i\u0307stanbul', 'İSTANBUL'],
    ['straße', 'STRAßE'],
    ['spider-man', 'Spider-Man'],
    ['100%', 'in 100% of cases'],
    ['a_b', 'A_B'],
    ['"hello"', '["say \\"hello\\""]'],
    ['back\\slash', '["back\\\\slash"]'],
    ['(a+b)*', '(A+B)*'],
  ])('%p is found in %p', (term, text) => {
    // The premise: the shared scoring finds the term in the lowercased text.
    // (A tag list as jsonb writes it: the term is in one of its items.)
    const texts: string[] = text.startsWith('[') ? JSON.parse(text) : [text];
    const plain = texts.some((item) => item.toLowerCase().includes(term));
    expect(plain).toBe(true);
    expect(matches(term, text)).toBe(true);
  });

  test('other letters and punctuation are not', () => {
    expect(matches('eclair', 'Éclair')).toBe(false);
    expect(matches('a.c', 'abc')).toBe(false);
    expect(matches('100%', '1000')).toBe(false);
  });
});
