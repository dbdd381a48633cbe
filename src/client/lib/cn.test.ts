import { describe, expect, test } from 'bun:test';
import { cn } from './cn';

describe('cn', () => {
  test('joins the classes given, in order, leaving out the empty parts', () => {
    const active = false;
    expect(cn('a', active && 'b', undefined, null, '', 'c d')).toBe('a c d');
    expect(cn()).toBe('');
  });
});
