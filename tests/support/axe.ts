import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** Test support: axe-core in a page, its serious and critical findings as lines. */

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
 * Every serious or critical axe violation of the page as it is now, one line
 * per element. The page's CSP would block the injected script: open it in a
 * context made with `bypassCSP: true`.
 */
export async function seriousAxeViolations(page: Page, where: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run(document, options);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_OPTIONS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.targets.map(
        (target) =>
          `${where}: [${violation.impact}] ${violation.id} (${violation.help}) at ${target}`,
      ),
    );
}
