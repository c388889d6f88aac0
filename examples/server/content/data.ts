import { imageJson } from '../media/image-json.js';

/**
 * The example content (issue 12): images, gallery blocks (one per design), blog posts
 * and events, shaped as the platform's page data (docs/behaviour.md §3 "Images", "Content items
 * and collections", "Gallery block settings"). The images are the store's own pictures
 * (examples/server/media/library.ts), served by the image route.
 */

/** An image item as the platform writes it; `extra` sets the description, file name and focal point. */
const image = (name: string, title: string, extra: Record<string, unknown>, body?: string) => ({
  ...imageJson(name, { title, ...(body !== undefined ? { body } : {}) }),
  ...extra,
});

/** Titles, bodies (the alt text falls back to the body without tags), file names only. */
export const GALLERY_ITEMS = [
  image('atelier', "L'atelier au matin", { description: 'Les établis avant l’ouverture.', filename: 'atelier.jpg', mediaFocalPoint: { x: 0.3, y: 0.6 } }),
  image('lin', '', { filename: 'lin.jpg' }, '<p>T-shirts en <strong>coton biologique</strong>, blanc et noir</p>'),
  image('marche', 'Le marché du samedi', { description: 'Notre stand, place des Lices.', filename: 'marche.jpg', mediaFocalPoint: { x: 0.7, y: 0.6 } }),
  image('vitrine', '', { filename: 'vitrine-hiver.jpg' }),
  image('couture', 'Couture à la main', { description: 'Chaque couture est faite à la main.', filename: 'couture.jpg', mediaFocalPoint: { x: 0.5, y: 0.45 } }),
];

export interface GalleryExample {
  readonly id: string;
  readonly title: string;
  readonly hint: string;
  readonly options: Record<string, unknown>;
}

/** One block per design; the slideshow turns every control on, the slider a few. */
export const GALLERIES: readonly GalleryExample[] = [
  {
    id: 'gallery-slideshow',
    title: 'Diaporama',
    hint: 'Défile seul toutes les 3 s (pause au survol, au focus ou si vous préférez moins d’animations) ; flèches du clavier, indicateurs, miniatures ; cliquez une image pour la visionneuse.',
    options: { design: 'slideshow', autoplay: true, 'autoplay-duration': 3, controls: true, indicators: true, thumbnails: true, lightbox: true, 'show-meta': true, 'aspect-ratio': '3:2', 'auto-crop': true, 'thumbnail-strip-height': 60, 'thumbnails-per-row': 5, lightboxTheme: 'dark' },
  },
  {
    id: 'gallery-slider',
    title: 'Carrousel (slider)',
    hint: 'Image active alignée à gauche, boutons précédent/suivant ; réglages hors bornes ramenés dans leurs plages (avertissement en console).',
    options: { design: 'slider', controls: true, 'active-alignment': 'left', 'show-meta': true, 'show-meta-only-title': true, padding: 80, 'max-width': 20, lightbox: true, lightboxTheme: 'light' },
  },
  {
    id: 'gallery-grid',
    title: 'Grille',
    hint: 'Recadrage carré autour du point focal, images chargées à la demande ; légendes au survol ; visionneuse au clic.',
    options: { design: 'grid', 'square-thumbs': true, 'auto-crop': true, 'show-meta': true, 'show-meta-on-hover': true, lightbox: true, 'thumbnails-per-row': 3 },
  },
  {
    id: 'gallery-stacked',
    title: 'Empilée',
    hint: 'Images les unes sous les autres, liens dans un nouvel onglet (newWindow), sans visionneuse.',
    options: { design: 'stacked', newWindow: true, 'show-meta': true, 'meta-position': 'bottom' },
  },
];


/** Blog posts: comments open, closed or off, counts 0, 1 and N, one item not clickable. */
export const BLOG_POSTS = [
  {
    id: 'post-ouverture',
    title: "Ouverture de l'atelier",
    fullUrl: '/examples/blog/post-ouverture',
    recordType: 1,
    publishOn: Date.UTC(2024, 2, 4, 9, 0),
    commentState: 1,
    publicCommentCount: 0,
    likeCount: 3,
    tags: ['Atelier'],
    excerpt: 'Nous ouvrons nos portes tous les samedis.',
    tweet: 'Merci @atelier_lin pour la visite ! #fabriqueenfrance',
    mainImageId: 'img-atelier',
    mainImage: GALLERY_ITEMS[0],
  },
  {
    id: 'post-collection',
    title: 'La nouvelle collection',
    fullUrl: '/examples/blog/post-collection',
    recordType: 1,
    publishOn: Date.UTC(2025, 8, 15, 14, 30),
    commentState: 2,
    publicCommentCount: 1,
    likeCount: 0,
    categories: ['Collections'],
    excerpt: 'Douze pièces en lin lavé, teintes naturelles.',
    mainImageId: 'img-lin',
    mainImage: GALLERY_ITEMS[1],
  },
  {
    id: 'post-voyage',
    title: 'Notes de voyage',
    fullUrl: '/examples/blog/post-voyage',
    folderBehavior: 3,
    recordType: 1,
    publishOn: Date.UTC(2023, 10, 20, 18, 0),
    commentState: 0,
    publicCommentCount: 5,
    likeCount: 12,
    excerpt: 'Un carnet de route, sans page à lui (comportement de dossier « aucun ») : le titre n’est pas un lien.',
    promotedBlockType: 'video',
    video: {
      oembed: {
        html: '<iframe src="/content/videos/voyage.html?rel=0&amp;t=1" width="640" height="360" allowfullscreen></iframe>',
        providerName: 'Atelier',
      },
      overlay: true,
      mainImageId: 'img-marche',
      assetUrl: '/media/marche.jpg',
      originalSize: '1500x1000',
      mediaFocalPoint: { x: 0.7, y: 0.5 },
    },
  },
];

export const LIKE_SEEDS: Readonly<Record<string, number>> = Object.fromEntries(BLOG_POSTS.map((p) => [p.id, p.likeCount]));

/** Events at fixed instants (their calendar links carry exact UTC dates), past and upcoming. */
export const EVENTS = [
  {
    id: 'event-atelier-ouvert',
    title: 'Atelier ouvert : teinture végétale',
    fullUrl: '/examples/events#event-atelier-ouvert',
    recordType: 12,
    startDate: Date.UTC(2030, 2, 15, 17, 30),
    endDate: Date.UTC(2030, 2, 15, 20, 0),
    addedOn: Date.UTC(2025, 0, 10, 9, 0),
    location: { addressLine1: '12 rue des Lices', addressLine2: '35000 Rennes', addressCountry: 'France', mapLat: 48.11, mapLng: -1.68 },
  },
  {
    id: 'event-salon',
    title: 'Salon des créateurs',
    fullUrl: '/examples/events#event-salon',
    recordType: 12,
    startDate: Date.UTC(2031, 0, 3, 8, 0),
    endDate: Date.UTC(2031, 0, 4, 17, 0),
    addedOn: Date.UTC(2025, 5, 1, 12, 0),
  },
  {
    id: 'event-marche-noel',
    title: 'Marché de Noël',
    fullUrl: '/examples/events#event-marche-noel',
    recordType: 12,
    startDate: Date.UTC(2021, 11, 18, 9, 0),
    endDate: Date.UTC(2021, 11, 18, 18, 0),
    addedOn: Date.UTC(2021, 10, 1, 9, 0),
    location: { addressLine1: 'Place des Lices', addressCountry: 'France' },
  },
  {
    id: 'event-portes-ouvertes',
    title: 'Portes ouvertes',
    fullUrl: '/examples/events#event-portes-ouvertes',
    recordType: 12,
    startDate: Date.UTC(2020, 8, 5, 13, 0),
    addedOn: Date.UTC(2020, 7, 1, 9, 0),
  },
];

