import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** Decision 031: the WCAG 2.1 A and AA rules, as axe-core tags them. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Impacts that fail the suite (decision 031); minor and moderate findings are printed only when asked. */
const FAILING_IMPACTS = new Set(['critical', 'serious']);

/** Nodes listed per rule (A11Y_NODES=100 lists them all when fixing a screen). */
const NODES_SHOWN = Number(process.env.A11Y_NODES ?? 3);

/** Stands in for axe-core's source once `ensureAxe` has put it into the document. */
const ALREADY_IN_PAGE = 'void 0';

/**
 * Puts axe-core (about 550 KB of script) into each frame of the document once: AxeBuilder evaluates
 * its source on every check, twice in legacy mode, and a screen's dialogs are checked in the same
 * document.
 */
async function ensureAxe(page: Page) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
}

/**
 * The critical and serious axe violations of the page (or of `include`, a CSS selector such as an
 * open dialog), one readable line per rule: rule, impact, node count, the first targets and axe's summary.
 * Legacy mode runs axe.run() in the page itself; the default (runPartial per frame, then finishRun in
 * a blank page it opens and loads axe into) cost twice the time per check, for cross-origin frames
 * the app does not have.
 */
export async function seriousA11yViolations(page: Page, context: string, include?: string): Promise<string[]> {
  await ensureAxe(page);
  let builder = new AxeBuilder({ page, axeSource: ALREADY_IN_PAGE }).withTags(A11Y_TAGS).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, NODES_SHOWN)
        // The element's own markup (shortened) names it where the target is only a generated id.
        .map(
          (node) =>
            `${node.target.join(' ')} — ${(node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}\n        ${node.html.slice(0, 160)}`,
        )
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
  expect
    .soft(scrollWidth, `${context}: page is ${scrollWidth}px wide at a ${viewport}px viewport`)
    .toBeLessThanOrEqual(viewport);
}
