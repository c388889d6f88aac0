import { localized } from './catalogue';
/**
 * The French strings of the content widgets (gallery, blog items, events; issue 12),
 * loaded only with their chunks. docs/behaviour.md gives no wording for these controls: the
 * comment count wording ("No Comments", "1 Comment", "N Comments") and the relative
 * time wording are stated in English by docs/behaviour.md and live with their rules in
 * src/domain. `{n}`, `{total}`, `{service}` are filled by `fill`.
 */
export const frContent = localized({
  // gallery (slideshow, slider, lightbox)
  gallery: 'Galerie',
  carousel: 'carrousel',
  slide: 'diapositive',
  slideOf: 'Image {n} sur {total}',
  previous: 'Image précédente',
  next: 'Image suivante',
  showSlide: "Afficher l'image {n}",
  thumbnails: 'Miniatures',
  indicators: 'Choisir une image',
  pause: 'Mettre le diaporama en pause',
  play: 'Lancer le diaporama',
  openLightbox: "Agrandir l'image {n}",
  lightbox: 'Visionneuse',
  closeLightbox: 'Fermer',
  // likes and shares
  like: "J'aime",
  likeCount: "{n} mentions J'aime",
  likeCountOne: "1 mention J'aime",
  likeFailed: "Impossible d'enregistrer votre mention J'aime",
  shareOn: 'Partager sur {service}',
  shareByEmail: 'Partager par e-mail',
  // external comments provider
  comments: 'Commentaires',
  // video items
  playVideo: 'Lire la vidéo',
  videoTitle: 'Vidéo {provider}',
});

export type ContentMessage = keyof typeof frContent;

/** `{name}` placeholders replaced by their values (the catalogue's one filler). */
export { fill } from './fill';
