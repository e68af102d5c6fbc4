import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Decision 031: the WCAG 2.1 A and AA rules, as axe-core tags them. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail the suite (decision 031); minor and moderate findings are printed only when asked. */
const FAILING_IMPACTS = new Set(['critical', 'serious']);

/** Nodes listed per rule (A11Y_NODES=100 lists them all when fixing a screen). */
const NODES_SHOWN = Number(process.env.A11Y_NODES ?? 3);

/**
 * The critical and serious axe violations of the page (or of `include`, a CSS selector such as an
 * open dialog), one readable line per rule: rule, impact, node count, the first targets and axe's summary.
 */
export async function seriousA11yViolations(page: Page, context: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(A11Y_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, NODES_SHOWN)
        .map((node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`)
        .join('\n      ');
      return `${context}: ${violation.id} (${violation.impact}, ${violation.nodes.length} node(s)) ${violation.help}\n      ${targets}`;
    });
}

/** Fails (softly, so one run lists every screen) on any critical or serious violation, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, context: string, include?: string) {
  const found = await seriousA11yViolations(page, context, include);
  // Printed at once too: a long sweep shows what it finds while it runs.
  if (found.length > 0) console.log(found.join('\n'));
  expect.soft(found, `axe: critical/serious violations on ${context}:\n${found.join('\n')}`).toEqual([]);
}

/** Fails (softly) when the page scrolls sideways at the current viewport. */
export async function expectNoHorizontalScroll(page: Page, context: string) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  if (scrollWidth > viewport) console.log(`${context}: page is ${scrollWidth}px wide at a ${viewport}px viewport`);
  expect.soft(scrollWidth, `${context}: page is ${scrollWidth}px wide at a ${viewport}px viewport`).toBeLessThanOrEqual(viewport);
}
