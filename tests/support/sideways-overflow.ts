import type { Page } from 'playwright-core';

/** Test support: whether a page scrolls sideways, and what reaches past its right edge. */

export interface SidewaysOverflow {
  /** How far the page scrolls sideways, in CSS pixels: 0 when it fits. */
  overflow: number;
  /** The outermost elements reaching past the right edge, to say what to fix. */
  culprits: string[];
}

export async function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 4).join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`;
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const outermost = past.filter((element) => !past.includes(element.parentElement!));
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: outermost.slice(0, 5).map(describe),
    };
  });
}
