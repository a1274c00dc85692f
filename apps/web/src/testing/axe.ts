import axe from 'axe-core';

/**
 * axe-core's WCAG 2.1 A/AA rules over `node` (default: the whole body, so menus and dialogs in their portals
 * count), serious and critical violations only — what the browser suite's `expectNoSeriousA11yViolations` fails
 * on. Colour contrast is left to the browser suite: jsdom paints nothing.
 */
export async function seriousA11yViolations(node: Element = document.body) {
  const results = await axe.run(node, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.html.slice(0, 200)) }));
}
