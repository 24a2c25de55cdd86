import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// axe-core injected into the page and run with the WCAG 2.2 A/AA tags.

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * The rules whose outcome depends on colours alone: where only the colours change (the dark theme is the light
 * one with other light-dark() values), these are the rules that can find something new.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** WCAG 2.2 A/AA violations on the page as it is; with `rules`, those rules alone. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not block (an inline tag would be);
  // once per document: a page the app navigated to in place keeps it.
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS };
  return page.evaluate(async (runOnly) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // Only violations are read: axe then builds selectors for every node of those alone (other result types keep one).
    const result = await axe.run(document, { runOnly, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, runOnly);
}

/** No violations in the light theme (every rule), nor in the dark one (the colour rules); the page is left light. */
export async function expectNoViolations(page: Page, where: string) {
  expect(await axeViolations(page), `${where}, light`).toEqual([]);
  const background = () => page.evaluate('getComputedStyle(document.body).backgroundColor');
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    // Dark in force, and painted: the page's own colours changed.
    expect(await page.evaluate('matchMedia("(prefers-color-scheme: dark)").matches'), `${where}: dark in force`).toBe(true);
    expect(await background(), `${where}: the background in dark`).not.toBe(light);
    expect(await axeViolations(page, COLOUR_RULES), `${where}, dark`).toEqual([]);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
}
