import axe from 'axe-core';

/**
 * axe-core's WCAG 2.1 A/AA rules over rendered markup in jsdom: the serious and critical violations, a few nodes
 * each ([] when clean). jsdom lays nothing out, so the colour rules (measured by the browser suite's
 * `expectNoSeriousA11yViolations`, both schemes) are left to it; everything about names, roles, labels and
 * structure is checked here, next to the component's own tests.
 */
export async function seriousA11yViolations(context: Element = document.body) {
  const result = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false }, 'link-in-text-block': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.html.slice(0, 200)) }));
}
