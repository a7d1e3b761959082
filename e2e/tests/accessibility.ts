import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type ColorScheme = 'light' | 'dark';

/** The axe rules whose outcome depends on colours: the only ones a colour scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function showIn(page: Page, colorScheme: ColorScheme) {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
  // Colours fade between schemes: axe must read the settled ones (transitions end; a spinner's
  // animation never does). A transition cancelled on the way (a drawer closing as the page
  // changes) rejects its promise with an AbortError: it has settled too.
  await page.evaluate(
    'Promise.allSettled(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished))',
  );
}

/**
 * The page's serious and critical axe violations, each with the elements it names: every rule in
 * the light colour scheme, then the colour rules once more in the dark one (the same page, so
 * one sign-in and one load check both). The page is left in the light scheme.
 */
export async function seriousViolations(page: Page) {
  const violations = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await showIn(page, colorScheme);
    const builder = new AxeBuilder({ page });
    if (colorScheme === 'dark') builder.withRules(COLOUR_RULES);
    const results = await builder.analyze();
    violations.push(
      ...results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          colorScheme,
          id: violation.id,
          impact: violation.impact,
          nodes: violation.nodes.map((node) => node.target.join(' ')),
        })),
    );
  }
  await showIn(page, 'light');
  return violations;
}
