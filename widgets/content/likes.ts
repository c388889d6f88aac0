import { request } from '../../src/api/client';
import { catalogueMessage } from '../../src/api/messages';
import { LikeResponseSchema, LikesResponseSchema, type LikeState } from '../../src/contract/content';
import { fill, frContent } from '../../src/i18n/content';
import { el } from '../common/element';

/**
 * Like buttons (docs/behaviour.md §1; `like-button` formatter's `.sqs-simple-like`), shown when
 * the website's simpleLikingEnabled is on. Each becomes a toggle button with the
 * item's likeCount; the visitor's state comes from GET /api/content/likes, a click
 * sends POST /api/content/likes once (one like per visitor: a liked item stays
 * liked), and the count is updated in place from the answer.
 */
export const LIKES_PATH = '/api/content/likes';

interface LikeButton {
  readonly itemId: string;
  readonly button: HTMLButtonElement;
  readonly count: HTMLElement;
  readonly status: HTMLElement;
}

const countLabel = (n: number) => (n === 1 ? frContent.likeCountOne : fill(frContent.likeCount, { n }));

const render = (b: LikeButton, state: Pick<LikeState, 'likeCount' | 'liked'>) => {
  b.count.textContent = String(state.likeCount);
  b.count.title = countLabel(state.likeCount);
  b.button.setAttribute('aria-pressed', String(state.liked));
};

const enhance = (host: HTMLElement, signal: AbortSignal): LikeButton | null => {
  const itemId = host.dataset.itemId;
  if (!itemId) return null;
  const seeded = Number(host.dataset.likeCount);
  const count = el('span', { class: 'like-count' });
  const button = el('button', { type: 'button', class: 'sf-like' }, el('span', { class: 'like-icon', 'aria-hidden': 'true' }, '♥'), ` ${frContent.like} `, count);
  const status = el('span', { class: 'sf-like__status', role: 'status' });
  const like: LikeButton = { itemId, button, count, status };
  host.replaceChildren(button, status);
  render(like, { likeCount: Number.isInteger(seeded) && seeded >= 0 ? seeded : 0, liked: false });
  button.addEventListener(
    'click',
    async () => {
      if (button.getAttribute('aria-pressed') === 'true' || button.getAttribute('aria-busy') === 'true') return;
      button.setAttribute('aria-busy', 'true');
      status.textContent = '';
      const answer = await request(LIKES_PATH, { method: 'POST', body: { itemId }, schema: LikeResponseSchema });
      button.removeAttribute('aria-busy');
      if (answer.ok) render(like, answer.value);
      else status.textContent = catalogueMessage(answer.error) ?? frContent.likeFailed;
    },
    { signal },
  );
  return like;
};

export const likeButtons = (root: HTMLElement): (() => void) => {
  const hosts = Array.from(root.querySelectorAll<HTMLElement>('.sqs-simple-like'));
  const originals = hosts.map((h) => Array.from(h.childNodes));
  const ac = new AbortController();
  const likes = hosts.map((h) => enhance(h, ac.signal)).filter((b): b is LikeButton => b !== null);
  if (likes.length) {
    void request(LIKES_PATH, { query: { itemIds: likes.map((l) => l.itemId).join(',') }, schema: LikesResponseSchema }).then((answer) => {
      if (!answer.ok || ac.signal.aborted) return;
      for (const state of answer.value.likes) likes.filter((l) => l.itemId === state.itemId).forEach((l) => render(l, state));
    });
  }
  return () => {
    ac.abort();
    hosts.forEach((h, i) => h.replaceChildren(...originals[i]!));
  };
};
