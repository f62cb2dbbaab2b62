/**
 * Webpack loader for the CSS next-yak extracts (decision 0088): in every block, the declarations
 * before the nested rules. Our styles were written for styled-components, whose compiler (stylis)
 * emits a block's own declarations first and its nested rules (`&:hover`, `@media`) after them, so
 * a breakpoint's rule overrides the base even where the base's declaration is written below it.
 * CSS nesting keeps the written order instead (a later declaration wins), which would silently
 * change such blocks; this keeps the meaning they were written with.
 */
const postcss = require('postcss');

const nested = (node) => node.type === 'rule' || node.type === 'atrule';

function declarationsFirst(container) {
  const nodes = container.nodes ?? [];
  const first = nodes.find(nested);
  if (!first) return;
  const late = nodes.filter((node) => node.type === 'decl' && container.index(node) > container.index(first));
  for (const decl of late) first.before(decl.remove());
}

/** The CSS with every block's declarations before its nested rules: `{ css, map }`. Also used by the tests' Vite plugin. */
function declarationsBeforeNestedRules(css, { from, map } = {}) {
  const root = postcss.parse(css, { from });
  root.walk((node) => {
    if (nested(node)) declarationsFirst(node);
  });
  const result = root.toResult({ map: { inline: false, prev: map || undefined, annotation: false } });
  return { css: result.css, map: result.map.toJSON() };
}

module.exports = function buildTimeStylesOrderLoader(css, map) {
  const result = declarationsBeforeNestedRules(css, { from: this.resourcePath, map });
  this.callback(null, result.css, result.map);
};
module.exports.declarationsBeforeNestedRules = declarationsBeforeNestedRules;
