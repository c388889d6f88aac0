/**
 * Which pictures each seeded product shows (examples/catalogue/*.json `items`), in order,
 * with their alt text (`title`; one has only a `body`, whose text the alt falls back to:
 * docs/behaviour.md §9), their focal point, and the variant option whose values each have
 * their own picture (`mainImageId` of the variants: choosing a colour shows it).
 * `npm run media:catalogue` writes them into the catalogues (scripts/media-catalogue.ts).
 */
export interface ProductPicture {
  readonly picture: string;
  readonly title: string;
  readonly body?: string;
  readonly focal?: { readonly x: number; readonly y: number };
}

export interface ProductMedia {
  readonly pictures: readonly ProductPicture[];
  /** An option name and, for each of its values, the picture it shows. */
  readonly byOption?: { readonly name: string; readonly pictures: Readonly<Record<string, string>> };
}

export const PRODUCT_MEDIA: Readonly<Record<string, ProductMedia>> = {
  'tee-classic': {
    pictures: [
      { picture: 'tee-blanc', title: 'T-shirt classique blanc, à plat' },
      { picture: 'tee-noir', title: 'T-shirt classique noir, à plat' },
    ],
    byOption: { name: 'Couleur', pictures: { Blanc: 'tee-blanc', Noir: 'tee-noir' } },
  },
  'carnet-simple': { pictures: [{ picture: 'carnet', title: 'Carnet A5 bleu nuit avec son élastique et son signet' }] },
  'sweat-solde': {
    pictures: [
      { picture: 'sweat-face', title: 'Sweat à capuche vert sauge, de face' },
      { picture: 'sweat-plie', title: 'Sweat à capuche plié, capuche dessus', focal: { x: 0.5, y: 0.45 } },
    ],
  },
  'mug-duo': {
    pictures: [
      { picture: 'mug-25cl', title: 'Mug en grès émaillé, 25 cl' },
      { picture: 'mug-40cl', title: 'Mug en grès émaillé, 40 cl' },
    ],
    byOption: { name: 'Contenance', pictures: { '25 cl': 'mug-25cl', '40 cl': 'mug-40cl' } },
  },
  'guide-numerique': { pictures: [{ picture: 'guide', title: 'Couverture du guide sur une tablette' }] },
  'atelier-ceramique': { pictures: [{ picture: 'atelier-ceramique', title: 'Bols et vase tournés pendant l’atelier' }] },
  'carte-cadeau': {
    pictures: [
      { picture: 'carte-cadeau', title: 'Carte-cadeau verte sur son enveloppe' },
      { picture: 'carte-cadeau-or', title: 'Carte-cadeau dorée sur son enveloppe' },
    ],
  },
  'cafe-abonnement': { pictures: [{ picture: 'cafe', title: 'Paquet de café en grains de 250 g' }] },
  'affiche-personnalisee': { pictures: [{ picture: 'affiche', title: 'Affiche sérigraphiée dans un cadre en chêne', focal: { x: 0.5, y: 0.45 } }] },
  'sac-cuir': { pictures: [{ picture: 'sac-cuir', title: '', body: '<p>Sac en <strong>cuir</strong> cognac, posé sur la table</p>' }] },
  'cartable-cuir': {
    pictures: [
      { picture: 'cartable-face', title: 'Cartable en cuir, de face' },
      { picture: 'cartable-ouvert', title: 'Cartable en cuir ouvert, un carnet dedans' },
    ],
  },
  'lithographie-epuisee': {
    pictures: [
      { picture: 'lithographie', title: 'Lithographie encadrée, arcs et soleil', focal: { x: 0.5, y: 0.45 } },
      { picture: 'lithographie-detail', title: 'Détail de la lithographie', focal: { x: 0.5, y: 0.4 } },
    ],
  },
  'bougie-derniere': { pictures: [{ picture: 'bougie', title: 'Bougie parfumée allumée dans son verre' }] },
};
