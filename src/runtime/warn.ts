/**
 * The one console warning a bad block gets (docs/architecture.md principle 3): it names the
 * element and says what keeps working, then the block keeps its server-rendered
 * fallback.
 */
export const describeElement = (el: Element): string => {
  const id = el.getAttribute('data-item-id') || el.id;
  return `<${el.tagName.toLowerCase()} data-storefront="${el.getAttribute('data-storefront') ?? ''}"${id ? ` "${id}"` : ''}>`;
};

export const warnBlock = (el: Element, problem: string): void => {
  console.warn(`[storefront] ${describeElement(el)}: ${problem} The block keeps its server-rendered content.`, el);
};
