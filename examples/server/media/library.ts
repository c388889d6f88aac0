/**
 * The store's pictures (docs/backend.md "Product media"): each is one or more of the
 * drawings of examples/catalogue/media/ (SVG, drawn for this project: no licence but the
 * repository's) set on a studio backdrop, a wall and a table or a flat surface seen from
 * above. Product pictures are 4:5 (1500 × 1875); the gallery's scenes group several
 * drawings at other ratios. The route of ./routes.ts rasterises them with sharp.
 */
export interface Layer {
  /** examples/catalogue/media/<drawing>.svg, drawn on a 1200 × 1500 canvas. */
  readonly drawing: string;
  /** The drawing's `currentColor` (a T-shirt's fabric, a mug's glaze); else its own default. */
  readonly color?: string;
  /** Where the canvas's top-left corner goes, in the picture's units, and its scale (1: 1200 × 1500). */
  readonly x?: number;
  readonly y?: number;
  readonly scale?: number;
}

/** `table`: a wall and a table top from `horizon` (a share of the height) down; `flat`: one surface seen from above. */
export interface Backdrop {
  readonly kind: 'table' | 'flat';
  /** Top and bottom colour of the wall (or of the flat surface). */
  readonly wall: readonly [string, string];
  /** Back and front colour of the table top (`table` only). */
  readonly table?: readonly [string, string];
  readonly horizon?: number;
}

export interface Picture {
  /** Served at /media/<name>.jpg. */
  readonly name: string;
  /** The original size in pixels (`originalSize`). */
  readonly width: number;
  readonly height: number;
  /** The drawing units across (the height follows the ratio); product pictures: 1200. */
  readonly units: number;
  readonly backdrop: Backdrop;
  readonly layers: readonly Layer[];
}

const LINEN: Backdrop = { kind: 'table', wall: ['#f4efe7', '#e9e1d5'], table: ['#d9ccb9', '#cbbca6'], horizon: 0.7 };
const SAGE: Backdrop = { kind: 'table', wall: ['#e7ece4', '#d8e0d4'], table: ['#c9bba5', '#b9a98f'], horizon: 0.7 };
const BLUSH: Backdrop = { kind: 'table', wall: ['#f3e6df', '#ead7cd'], table: ['#d8c2b2', '#c9b09d'], horizon: 0.7 };
const STONE: Backdrop = { kind: 'table', wall: ['#eceae6', '#dedad3'], table: ['#bfb6a8', '#aca190'], horizon: 0.7 };
const flat = (top: string, bottom: string): Backdrop => ({ kind: 'flat', wall: [top, bottom] });

/** One drawing on a 4:5 product picture. */
const product = (name: string, backdrop: Backdrop, drawing: string, color?: string, scale = 1): Picture => {
  const offset = (1 - scale) * 600;
  return {
    name,
    width: 1500,
    height: 1875,
    units: 1200,
    backdrop,
    layers: [{ drawing, ...(color ? { color } : {}), x: offset, y: (1 - scale) * 1120, scale }],
  };
};

export const PICTURES: readonly Picture[] = [
  product('tee-blanc', flat('#dfe6dd', '#cdd8cb'), 'tee', '#f6f4ee'),
  product('tee-noir', flat('#efe6d8', '#e0d3c0'), 'tee', '#2a2a2d'),
  product('sweat-face', flat('#efe9df', '#e2d9ca'), 'hoodie', '#6f8570'),
  product('sweat-plie', flat('#efe9df', '#e2d9ca'), 'hoodie-back', '#6f8570'),
  product('carnet', flat('#eadfce', '#dccdb6'), 'notebook', '#1f3a5a'),
  product('mug-25cl', SAGE, 'mug', '#ece5d6', 0.86),
  product('mug-40cl', SAGE, 'mug', '#ece5d6', 1.04),
  product('guide', LINEN, 'guide', '#c8553d'),
  product('atelier-ceramique', STONE, 'ceramics'),
  product('carte-cadeau', flat('#efe4d6', '#e3d3bf'), 'gift-card', '#24463b'),
  product('carte-cadeau-or', flat('#e6e9ee', '#d5dae2'), 'gift-card', '#8c6a3f'),
  product('cafe', BLUSH, 'coffee'),
  product('affiche', LINEN, 'poster'),
  product('sac-cuir', STONE, 'tote'),
  product('cartable-face', LINEN, 'satchel'),
  product('cartable-ouvert', LINEN, 'satchel-side'),
  product('lithographie', STONE, 'lithograph'),
  product('lithographie-detail', STONE, 'lithograph', '#2f4858', 1.7),
  product('bougie', BLUSH, 'candle'),
  // the gallery's scenes (examples/server/content/data.ts)
  {
    name: 'atelier', width: 1600, height: 1067, units: 1800, backdrop: LINEN,
    layers: [{ drawing: 'ceramics', x: 0, y: 100, scale: 0.75 }, { drawing: 'mug', color: '#ece5d6', x: 700, y: 280, scale: 0.6 }, { drawing: 'candle', x: 1150, y: 230, scale: 0.65 }],
  },
  {
    name: 'lin', width: 1200, height: 1200, units: 1200, backdrop: flat('#e3e7df', '#d2d9cc'),
    layers: [{ drawing: 'tee', color: '#f6f4ee', x: -120, y: -80, scale: 0.8 }, { drawing: 'tee', color: '#2a2a2d', x: 360, y: 120, scale: 0.8 }],
  },
  {
    name: 'marche', width: 1500, height: 1000, units: 1800, backdrop: BLUSH,
    layers: [{ drawing: 'tote', x: 0, y: 120, scale: 0.75 }, { drawing: 'coffee', x: 650, y: 200, scale: 0.68 }, { drawing: 'candle', x: 1250, y: 350, scale: 0.55 }],
  },
  {
    name: 'vitrine', width: 1000, height: 1500, units: 1200, backdrop: STONE,
    layers: [{ drawing: 'lithograph', x: 60, y: -60, scale: 0.9 }, { drawing: 'mug', color: '#e9d7c4', x: 560, y: 700, scale: 0.55 }],
  },
  {
    name: 'couture', width: 2000, height: 1125, units: 2000, backdrop: SAGE,
    layers: [{ drawing: 'satchel', x: 80, y: -100, scale: 0.85 }, { drawing: 'hoodie-back', color: '#6f8570', x: 950, y: -90, scale: 0.85 }],
  },
];

export const findPicture = (name: string): Picture | undefined => PICTURES.find((p) => p.name === name);
