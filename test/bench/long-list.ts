/**
 * The product list page's grid repeated to `blocks` product blocks, under its own head
 * (configuration, script tag): the long pages of `npm run bench` (test/bench/peers.ts)
 * and of the loader's e2e test (test/e2e/long-page.e2e.ts), made from `/shop`'s HTML.
 */
export const longList = (shopHtml: string, blocks: number, extra = ''): string => {
  const head = shopHtml.slice(0, shopHtml.indexOf('</head>') + '</head>'.length);
  const start = shopHtml.indexOf('<ul class="product-grid">');
  const end = shopHtml.lastIndexOf('</ul>', shopHtml.indexOf('</main>'));
  const items = shopHtml.slice(start + '<ul class="product-grid">'.length, end).split('<li class="grid-item">').slice(1);
  const grid = Array.from({ length: blocks }, (_, i) => `<li class="grid-item">${items[i % items.length]}`).join('');
  return `${head}<body><main><h1>${blocks} produits</h1>${extra}<ul class="product-grid">${grid}</ul></main></body></html>`;
};
