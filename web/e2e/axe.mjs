// The accessibility audit of the browser tests: axe-core's own script run in the page under
// test. Injected once per page load, with only the violations' details gathered: about a
// quarter of the cost of @axe-core/playwright's AxeBuilder, which opens a blank page and injects
// the script again on every call (the site has no frames, which is what that extra page is for).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Every rule axe runs by default; returns [{ id, impact, help, targets: ['selector', …] }].
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}
