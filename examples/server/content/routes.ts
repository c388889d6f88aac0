import { readFileSync } from 'node:fs';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LikeRequestSchema } from '../../../src/contract/index.js';
import { eventListKind, eventsToShow } from '../../../src/domain/dates/event-lists.js';
import { type PageConfigOptions, PageType } from '../config.js';
import { overHttps, signedValue, verifiedValue } from '../crumb.js';
import { clientAddress } from '../rate-limit.js';
import { MESSAGES } from '../store/messages.js';
import type { Deps } from '../deps.js';
import { layout } from '../pages/layout.js';
import { renderOptions } from '../site-render/template-data.js';
import { siteView } from '../site-view.js';
import { BLOG_POSTS, EVENTS, GALLERIES, GALLERY_ITEMS, LIKE_SEEDS } from './data.js';
import { likeStore } from './likes.js';
import { COMMENT_SEEDS, commentProblems, commentStore } from './comments.js';
import { CommentState } from '../../../src/domain/content/enums.js';
import { crumbMatches, ensureCrumb, sessionFailureMessage } from '../crumb.js';
import { formFields } from '../http.js';

/** A refused comment: its text, the errors on its fields, or one for the whole form. */
interface CommentFormState {
  author?: string;
  body?: string;
  errors?: { author?: string; body?: string };
  error?: string;
}

/**
 * The example site's labels for the blog, as the platform's `localizedStrings` carry
 * them: the comment count in French, a `message` pattern with its plural ("Aucun
 * commentaire", "1 commentaire", "5 commentaires").
 */
const CONTENT_STRINGS = {
  commentCount: '{0, plural, =0 {Aucun commentaire} one {# commentaire} other {# commentaires}}',
};

/**
 * The content examples (issue 12) and the like call:
 * - GET /examples/gallery, /examples/blog (?comments=off|disqus), /examples/events (?view=past):
 *   pages rendered by the site-rendering engine from examples/templates/{gallery,blog,events}.html;
 * - GET /api/content/likes?itemIds=a,b and POST /api/content/likes {itemId}: likes,
 *   one per visitor (docs/backend.md "Likes").
 */
export const LIKER_COOKIE = 'sf_liker';
const CSS = readFileSync(new URL('./content.css', import.meta.url), 'utf8');
const STYLESHEET = '<link rel="stylesheet" href="/examples/content.css">\n';
/** 400 days, the most a browser keeps a cookie (RFC 6265bis). */
const LIKER_MAX_AGE = 60 * 60 * 24 * 400;
const MAX_ITEMS = 50;

/** The liker id: one this server signed (crumb.ts), so a visitor cannot choose another's or make one up. */
const liker = (c: Context, create: boolean): string | undefined => {
  const current = verifiedValue(c, getCookie(c, LIKER_COOKIE), LIKER_COOKIE);
  if (current || !create) return current;
  const id = signedValue(c, LIKER_COOKIE);
  setCookie(c, LIKER_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax', secure: overHttps(c), maxAge: LIKER_MAX_AGE });
  return id;
};

/** Blog variants: comments on (native), off, or through the external provider. */
const BLOG_SETTINGS = {
  on: { commentsEnabled: true },
  off: { commentsEnabled: false },
  // the second spelling of the short name (docs/behaviour.md §3), read like the first
  disqus: { commentsEnabled: true, disqusShortName: 'atelier-exemple' },
} as const;

export function contentRoutes(deps: Deps): Hono {
  const likes = likeStore(deps.db, LIKE_SEEDS);
  const comments = commentStore(deps.db, COMMENT_SEEDS);
  const app = new Hono();
  const page = (
    c: Context,
    template: string,
    title: string,
    data: Record<string, unknown>,
    config: PageConfigOptions = { pageType: PageType.Page },
    status: 200 | 400 | 403 | 409 = 200,
  ) => {
    const site = siteView(c, deps, config);
    const { website } = site.settings;
    const main = STYLESHEET + deps.templates.render(template, { website, ...data }, renderOptions(site.settings));
    return c.html(layout(site, title, main), status);
  };

  app.get('/examples/content.css', (c) => c.body(CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

  /** The example video's player (what an oEmbed iframe would load from the provider). */
  app.get('/content/videos/voyage.html', (c) =>
    c.html('<!doctype html><html lang="fr"><title>Notes de voyage (vidéo)</title><body style="margin:0;display:grid;place-items:center;height:100vh;background:#2d6a4f;color:#fff;font:1.2rem sans-serif"><p>Lecteur vidéo d’exemple</p></body></html>'),
  );

  app.get('/api/content/likes', (c) => {
    const ids = (c.req.query('itemIds') ?? '').split(',').filter((id) => id !== '').slice(0, MAX_ITEMS);
    return c.json({ likes: likes.states(ids, liker(c, false)) });
  });

  app.post('/api/content/likes', async (c) => {
    const body = LikeRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ message: 'Requête invalide.', errors: { itemId: 'Requis' } }, 400);
    const state = likes.like(body.data.itemId, liker(c, true)!, clientAddress(c));
    if (state === 'over') return c.json({ message: MESSAGES.rateLimited }, 429);
    return state ? c.json(state) : c.json({ message: 'Introuvable.' }, 404);
  });

  app.get('/examples/gallery', (c) =>
    page(c, 'gallery', 'Galeries', { galleries: GALLERIES.map((g) => ({ ...g, items: GALLERY_ITEMS })) }),
  );

  /**
   * The blog list, or one post with its comments and, while they are open, the form
   * that posts one (`/examples/blog/<id>`; `form` holds a refused comment's errors and text).
   */
  const blog = (c: Context, posts: typeof BLOG_POSTS, form: CommentFormState = {}, status: 200 | 400 | 403 | 409 = 200) => {
    const variant = c.req.query('comments') === 'off' ? 'off' : c.req.query('comments') === 'disqus' ? 'disqus' : 'on';
    const websiteSettings = { ...BLOG_SETTINGS[variant], simpleLikingEnabled: true, shareButtonOptions: ['facebook', 'twitter', 'linkedin', 'email'] };
    const items = posts.map((p) => ({ ...p, likeCount: likes.count(p.id), publicCommentCount: comments.count(p.id) }));
    const single = posts.length === 1 ? items[0] : undefined;
    // one post is a content item page (docs/behaviour.md §2 page type 50): the view-content analytics event
    const config = single ? { pageType: PageType.ContentItem, itemId: single.id } : undefined;
    const thread = single
      ? {
          comments: comments.list(single.id),
          commentCount: single.publicCommentCount,
          commentForm: single.commentState === CommentState.open ? { action: `${single.fullUrl}/comments`, crumb: ensureCrumb(c), ...form } : null,
        }
      : {};
    // one post's page: the post is the collection, with its comments (examples/templates/blog.html)
    const collection = single ? { ...single, ...thread } : { title: 'Journal de l’atelier', type: 1 };
    const data = { websiteSettings, collection, items, single: Boolean(single), localizedStrings: CONTENT_STRINGS };
    return page(c, 'blog', single ? single.title : 'Journal', data, config, status);
  };
  app.get('/examples/blog', (c) => blog(c, BLOG_POSTS));
  app.get('/examples/blog/:id', (c, next) => {
    const post = BLOG_POSTS.find((p) => p.id === c.req.param('id'));
    return post ? blog(c, [post]) : next();
  });
  app.post('/examples/blog/:id/comments', async (c, next) => {
    const post = BLOG_POSTS.find((p) => p.id === c.req.param('id'));
    if (!post) return next();
    const fields = await formFields(c);
    const values = { author: (fields['author'] ?? '').trim(), body: (fields['body'] ?? '').trim() };
    if (!crumbMatches(c, fields['crumb'])) return blog(c, [post], { ...values, error: sessionFailureMessage(c) }, 403);
    if (post.commentState !== CommentState.open) return blog(c, [post], { ...values, error: 'Les commentaires de cet article sont fermés.' }, 409);
    const problems = commentProblems(values.author, values.body);
    if (problems.author || problems.body) return blog(c, [post], { ...values, errors: problems }, 400);
    comments.add(post.id, { ...values, created: Date.now() });
    return c.redirect(`${post.fullUrl}#comments`, 303);
  });

  app.get('/examples/events', (c) => {
    const kind = eventListKind(c.req.query('view'));
    return page(c, 'events', kind === 'past' ? 'Événements passés' : 'Événements à venir', {
      collection: { title: 'Agenda', showPastOrUpcomingEvents: kind === 'past' ? 'past' : 'upcoming' },
      items: eventsToShow(EVENTS, kind, Date.now()),
      upcoming: kind !== 'past',
    });
  });
  return app;
}

/** The index page's links to the content examples, each saying what to try. */
export const CONTENT_EXAMPLES: readonly { href: string; label: string }[] = [
  { href: '/examples/gallery', label: 'Galeries (diaporama, carrousel, grille, empilée) : lecture automatique, clavier, miniatures, visionneuse' },
  { href: '/examples/blog', label: "Journal : commentaires, J'aime (un par visiteur), partage, liens Twitter" },
  { href: '/examples/blog?comments=off', label: 'Journal, commentaires désactivés' },
  { href: '/examples/blog?comments=disqus', label: 'Journal, commentaires chez un fournisseur externe (Disqus)' },
  { href: '/examples/events', label: 'Événements à venir : dates dans le fuseau du site, semaines ISO, liens « Ajouter à Google Agenda »' },
  { href: '/examples/events?view=past', label: 'Événements passés' },
];
