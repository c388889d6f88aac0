import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The content blocks (issue 12) in Chromium against the reference backend: the gallery
 * slideshow (autoplay, keyboard) and its lightbox (focus kept inside and returned), a
 * like stored once per visitor, the events' calendar links, axe on each page, and the
 * index's labelled links.
 */
const violations = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const slideshow = (page: Page) => page.locator('[data-storefront="gallery"]').filter({ has: page.getByRole('heading', { name: 'Diaporama' }) });
const activeSlide = (page: Page) => slideshow(page).locator('.sf-gallery__slide:not([hidden]) figure');

test('the slideshow advances by itself, pauses on focus and moves with the arrow keys', async ({ page, server }) => {
  await page.goto(server.url + '/examples/gallery');
  const gallery = slideshow(page);
  await expect(gallery.getByRole('button', { name: 'Image suivante' })).toBeVisible();
  await expect(activeSlide(page)).toHaveCount(1);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Image 1 sur 5');
  // autoplay-duration 3 (seconds): the second slide shows without any input
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Image 2 sur 5', { timeout: 6_000 });
  // focus inside pauses autoplay; the arrow keys move from the slide shown
  await gallery.getByRole('list', { name: 'Galerie' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Image 3 sur 5');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Image 1 sur 5');
  await page.keyboard.press('End');
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Image 5 sur 5');
  await gallery.getByRole('button', { name: "Afficher l'image 2" }).first().click();
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Image 2 sur 5');
  await expect(gallery.locator('.sf-gallery__status')).toHaveText('Image 2 sur 5');
});

test('autoplay does not start for reduced motion, and waits while the pointer is over the gallery', async ({ page, server }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(server.url + '/examples/gallery');
  const gallery = slideshow(page);
  const play = gallery.getByRole('button', { name: 'Lancer le diaporama' });
  await expect(play).toBeVisible();
  await page.waitForTimeout(3_500);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Image 1 sur 5');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await expect(gallery.getByRole('button', { name: 'Mettre le diaporama en pause' })).toBeVisible();
  await gallery.locator('.sf-gallery__slides').hover();
  await page.waitForTimeout(3_500);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Image 1 sur 5');
  await page.mouse.move(0, 0);
  await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Image 2 sur 5', { timeout: 6_000 });
});

test('the lightbox opens on an image, keeps focus inside, moves with arrows and returns focus', async ({ page, server }) => {
  await page.goto(server.url + '/examples/gallery');
  const grid = page.locator('[data-storefront="gallery"]').filter({ has: page.getByRole('heading', { name: 'Grille' }) });
  await grid.scrollIntoViewIfNeeded(); // far below the fold, the gallery mounts when it nears the viewport
  const opener = grid.getByRole('link', { name: "Agrandir l'image 3" });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Visionneuse' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'Le marché du samedi');
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Image 4 sur 5')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the gallery page is axe-clean once every gallery is mounted', async ({ page, server }) => {
  await page.goto(server.url + '/examples/gallery');
  for (const g of await page.locator('[data-storefront="gallery"]').all()) await g.scrollIntoViewIfNeeded();
  await expect(page.locator('.sf-gallery__controls')).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});

test('a like is stored once per visitor and its count updated in place', async ({ page, server, browser }) => {
  await page.goto(server.url + '/examples/blog');
  const post = page.locator('article#post-ouverture');
  const like = post.getByRole('button', { name: /J'aime/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText(/J'aime 3$/);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(/J'aime 4$/);
  await like.click(); // a second click does not like twice
  await page.reload();
  const again = page.locator('article#post-ouverture').getByRole('button', { name: /J'aime/ });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await expect(again).toHaveText(/J'aime 4$/);
  // the server refuses a second like from the same visitor as well
  const twice = await page.evaluate(async () => {
    const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)?.[1] ?? '';
    const r = await fetch('/api/content/likes', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': crumb }, body: JSON.stringify({ itemId: 'post-ouverture' }) });
    return (await r.json()) as { likeCount: number };
  });
  expect(twice.likeCount).toBe(4);
  // another visitor sees the stored count, not liked by them
  const other = await browser.newContext({ locale: 'fr-FR' });
  const page2 = await other.newPage();
  await page2.goto(server.url + '/examples/blog');
  const theirs = page2.locator('article#post-ouverture').getByRole('button', { name: /J'aime/ });
  await expect(theirs).toHaveText(/J'aime 4$/);
  await expect(theirs).toHaveAttribute('aria-pressed', 'false');
  await other.close();
});

test('a refused like says so next to the button and leaves the count as it was', async ({ page, server }) => {
  await page.goto(server.url + '/examples/blog');
  const post = page.locator('article#post-collection');
  const like = post.getByRole('button', { name: /J'aime/ });
  await expect(like).toHaveText(/J'aime 0$/);
  await server.fault({ match: 'POST /api/content/likes', status: 429, times: 1 });
  await like.click();
  await expect(post.getByRole('status')).toHaveText('Veuillez réessayer dans quelques secondes.');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText(/J'aime 0$/);
  await server.fault({ match: 'POST /api/content/likes', status: 500, times: 1 });
  await like.click();
  await expect(post.getByRole('status')).toHaveText("Impossible d'enregistrer votre mention J'aime");
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText(/J'aime 1$/);
  await expect(post.getByRole('status')).toHaveText('');
  await server.clearFaults();
});

test('the blog: French comment counts and dates, share links, Twitter links, external provider; axe-clean', async ({ page, server }) => {
  await page.goto(server.url + '/examples/blog');
  // the site's localizedStrings.commentCount message (issue 26 point 5)
  await expect(page.locator('#post-ouverture .sqs-comment-link')).toHaveText('Aucun commentaire');
  await expect(page.locator('#post-collection .sqs-comment-link')).toHaveText('1 commentaire');
  await expect(page.locator('#post-voyage .sqs-comment-link')).toHaveText('5 commentaires');
  await expect(page.locator('#post-ouverture .sf-meta')).toHaveText(/^4 mars 2024 · il y a \d+ ans$/);
  await expect(page.getByRole('heading', { name: 'Notes de voyage' }).getByRole('link')).toHaveCount(0);
  const share = page.locator('#post-ouverture').getByRole('link', { name: 'Partager sur Facebook' });
  await expect(share).toHaveAttribute('href', /facebook\.com\/sharer\/sharer\.php\?u=.*%2Fexamples%2Fblog%2Fpost-ouverture/);
  await expect(page.locator('#post-ouverture').getByRole('link', { name: 'Partager par e-mail' })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: '@atelier_lin' })).toHaveAttribute('href', 'https://twitter.com/atelier_lin/');
  await expect(page.getByRole('link', { name: '#fabriqueenfrance' })).toHaveAttribute('href', 'https://twitter.com/hashtag/fabriqueenfrance?src=hash');
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  await page.goto(server.url + '/examples/blog?comments=off');
  await expect(page.locator('.sqs-comment-link')).toHaveCount(0);
  await page.goto(server.url + '/examples/blog?comments=disqus');
  await expect(page.locator('#post-ouverture .sqs-disqus-comment-link')).toHaveText('Commentaires');
  expect(await violations(page)).toEqual([]);
});

test('a video item shows its thumbnail with a play button, then its player in place', async ({ page, server }) => {
  await page.goto(server.url + '/examples/blog');
  const video = page.locator('#post-voyage .sqs-video-wrapper');
  const play = video.getByRole('button', { name: 'Lire la vidéo' });
  await expect(play).toBeVisible();
  await expect(video.locator('.sqs-video-overlay img')).toHaveAttribute('src', /\/media\/marche\.jpg\?format=\d+w$/);
  await play.click();
  const frame = video.locator('iframe');
  await expect(frame).toHaveAttribute('src', '/content/videos/voyage.html?rel=0&t=1&autoplay=1');
  await expect(frame).toHaveAttribute('title', 'Vidéo Atelier');
  await expect(page.frameLocator('#post-voyage iframe').getByText('Lecteur vidéo d’exemple')).toBeVisible();
});

test('the events: calendar links with exact compact UTC dates, past and upcoming lists; axe-clean', async ({ page, server }) => {
  await page.goto(server.url + '/examples/events');
  const link = page.getByRole('link', { name: 'Ajouter « Atelier ouvert : teinture végétale » à Google Agenda' });
  const href = new URL((await link.getAttribute('href'))!);
  expect(href.searchParams.get('dates')).toBe('20300315T173000Z/20300315T200000Z');
  expect(href.searchParams.get('text')).toBe('Atelier ouvert : teinture végétale');
  expect(href.searchParams.get('location')).toBe('12 rue des Lices, 35000 Rennes, France');
  const noPlace = new URL((await page.getByRole('link', { name: /Salon des créateurs/ }).getAttribute('href'))!);
  expect(noPlace.searchParams.get('dates')).toBe('20310103T080000Z/20310104T170000Z');
  expect(noPlace.searchParams.has('location')).toBe(false);
  // the site's time zone (Europe/Paris) and ISO weeks
  await expect(page.locator('#event-atelier-ouvert .sf-event__when')).toHaveText('vendredi 15 mars 2030, 18:30 (CET) · semaine 11');
  await expect(page.locator('#event-salon .sf-event__when')).toContainText('semaine 01');
  await expect(page.locator('#event-marche-noel')).toHaveCount(0);
  await expect(page.locator('#event-atelier-ouvert .sf-event__added')).toHaveText(/^Ajouté il y a \d+ ans?$/);
  await expect(page.getByRole('link', { name: 'À venir' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Passés' })).not.toHaveAttribute('aria-current', /.*/);
  expect(await violations(page)).toEqual([]);
  await page.goto(server.url + '/examples/events?view=past');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Événements passés');
  await expect(page.locator('.sf-event h2')).toHaveText(['Marché de Noël', 'Portes ouvertes']);
  // past events offer no calendar link; the current tab is marked (issue 26 point 5)
  await expect(page.locator('.sf-event__calendar')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Passés' })).toHaveAttribute('aria-current', 'page');
  expect(await violations(page)).toEqual([]);
});

test('the example index links each content page, labelled with what to try', async ({ page, server }) => {
  await page.goto(server.url + '/');
  for (const [href, name] of [
    ['/examples/gallery', /Galeries .*visionneuse/],
    ['/examples/blog', /Journal : commentaires, J'aime/],
    ['/examples/blog?comments=disqus', /fournisseur externe/],
    ['/examples/events', /Événements à venir/],
    ['/examples/events?view=past', /Événements passés/],
  ] as const) await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
});

test('a post page: one title, its seeded comments, a comment posted, stored and shown escaped; errors on their fields', async ({ page, server }) => {
  await page.goto(server.url + '/examples/blog/post-collection');
  await expect(page.getByRole('heading', { name: 'La nouvelle collection' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: '1 commentaire' })).toBeVisible();
  await expect(page.locator('.sf-comment')).toHaveText([/Marie · 16 septembre 2025\s*Superbe collection/]);
  await expect(page.locator('.sf-comments__closed')).toHaveText('Les commentaires de cet article sont fermés.');

  await page.goto(server.url + '/examples/blog/post-ouverture');
  await expect(page.getByRole('heading', { name: 'Aucun commentaire' })).toBeVisible();
  await page.getByRole('button', { name: 'Publier le commentaire' }).click();
  await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#comment-author-error')).toHaveText('Indiquez votre nom.');
  await expect(page.locator('#comment-body-error')).toHaveText('Écrivez votre commentaire.');
  await page.getByRole('textbox', { name: 'Nom' }).fill('Ada <b>');
  await page.getByRole('textbox', { name: 'Commentaire' }).fill('Bravo <img src=x onerror=alert(1)>');
  await page.getByRole('button', { name: 'Publier le commentaire' }).click();
  await expect(page.getByRole('heading', { name: '1 commentaire' })).toBeVisible();
  await expect(page.locator('.sf-comment__author')).toHaveText('Ada <b>');
  await expect(page.locator('.sf-comment__body')).toHaveText('Bravo <img src=x onerror=alert(1)>');
  await expect(page.locator('.sf-comment img')).toHaveCount(0);
  await page.goto(server.url + '/examples/blog');
  await expect(page.locator('#post-ouverture .sqs-comment-link')).toHaveText('1 commentaire');
  expect(await violations(page)).toEqual([]);
});
