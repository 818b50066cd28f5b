import axe from 'axe-core';

/**
 * What axe finds wrong with the rendered page, one `rule: targets` line per rule, for `toEqual([])` to
 * print. Only axe's structural rules (labels, names, roles, ARIA): jsdom does not lay out, so contrast is
 * left to Playwright. Shared so every feature's accessibility test holds pages to the same rules.
 */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
