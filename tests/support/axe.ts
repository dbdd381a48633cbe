import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** Test support: axe-core in a page, with the WCAG 2.1 A/AA rules and best practices. */

const AXE_SOURCE = await Bun.file(
  new URL('../../node_modules/axe-core/axe.min.js', import.meta.url),
).text();

const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
  },
  resultTypes: ['violations'],
};

/**
 * The serious and critical violations on the page as it is now, one line
 * each with where they are. Animations are let finish first. The page's
 * context must bypass its CSP, which would block the injected script.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: AXE_SOURCE });
  }
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run(document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
  }, AXE_OPTIONS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: [${violation.impact}] ${violation.id} (${violation.help}) at ${node.target}: ${node.summary.replaceAll('\n', ' ')}`,
      ),
    );
}
