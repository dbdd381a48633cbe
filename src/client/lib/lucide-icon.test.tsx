import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as lucide from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createLucideIcon, { type LucideIconData } from './lucide-icon';

const root = join(import.meta.dir, '../../..');
const lucideDir = join(root, 'node_modules/lucide-react/dist/esm');

/** Every icon name the client imports from lucide-react. */
function iconsUsed(): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(
          /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'lucide-react'/g,
        )) {
          if (match[1]) continue;
          for (const name of match[2]!.split(',')) {
            const trimmed = name.trim();
            if (trimmed && !trimmed.startsWith('type ')) names.add(trimmed);
          }
        }
      }
    }
  };
  visit(join(root, 'src/client'));
  return [...names].sort();
}

/** The icon module lucide-react's index re-exports a name from. */
function iconModule(name: string): string {
  const index = readFileSync(join(lucideDir, 'lucide-react.mjs'), 'utf8');
  const line = index.split('\n').find((text) => new RegExp(`default as ${name}[,\\s}]`).test(text));
  const file = line?.match(/from '(\.\/icons\/[^']+)'/)?.[1];
  if (!file) throw new Error(`lucide-react exports no icon ${name}`);
  return join(lucideDir, file);
}

const PROPS: Record<string, unknown>[] = [
  { 'aria-hidden': true, className: 'size-4' },
  { className: 'inline size-3.5 align-[-2px]' },
  { className: 'lucide size-5 size-5' },
  { 'aria-label': 'Close' },
  { role: 'img', className: 'text-accent' },
  {},
];

describe('the client build’s lucide icon factory', () => {
  const names = iconsUsed();

  test('the client uses lucide icons, so the comparison below covers something', () => {
    expect(names).toContain('Sun');
    expect(names.length).toBeGreaterThan(10);
  });

  test.each(names)('%s renders the same markup as lucide-react', async (name) => {
    const path = iconModule(name);
    const { __iconData } = (await import(path)) as { __iconData: LucideIconData };
    const Light = createLucideIcon(__iconData) as ComponentType<Record<string, unknown>>;
    const Lucide = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>)[
      name
    ]!;
    for (const props of PROPS) {
      const expected = renderToStaticMarkup(<Lucide {...props} />);
      expect(`${relative(lucideDir, path)} ${renderToStaticMarkup(<Light {...props} />)}`).toBe(
        `${relative(lucideDir, path)} ${expected}`,
      );
    }
    const withChild = (Icon: ComponentType<Record<string, unknown>>) =>
      renderToStaticMarkup(
        <Icon className="size-4">
          <title>Label</title>
        </Icon>,
      );
    expect(withChild(Light)).toBe(withChild(Lucide));
  });
});
