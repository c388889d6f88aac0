/**
 * Video items (docs/behaviour.md §3 "Video": oembed.html, oembed.providerName, overlay,
 * mainImageId): the player a widget may embed is the `src` of the oEmbed HTML's
 * `<iframe>`, and only an https URL or a path on the site. The HTML itself is never
 * inserted into the page.
 */
const IFRAME_SRC = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

const decodeAttr = (text: string): string =>
  text.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", apos: "'", lt: '<', gt: '>' })[e] ?? '');

/** The player URL of an oEmbed `html`, or `undefined` when it has none we can embed. */
export function oembedPlayerUrl(html: unknown): string | undefined {
  if (typeof html !== 'string') return undefined;
  const match = IFRAME_SRC.exec(html);
  const src = match ? decodeAttr((match[1] ?? match[2] ?? '').trim()) : '';
  if (/^https:\/\/[^\s/]+/i.test(src)) return src;
  if (/^\/(?!\/)\S*$/.test(src)) return src;
  return undefined;
}
