import { describe, expect, it } from 'vitest';
import { pictureForSelection } from '../../../widgets/product-media/variant-picture';

const tee = [
  { attributes: { Taille: 'S', Couleur: 'Blanc' }, mainImageId: 'img-blanc' },
  { attributes: { Taille: 'M', Couleur: 'Blanc' }, mainImageId: 'img-blanc' },
  { attributes: { Taille: 'S', Couleur: 'Noir' }, mainImageId: 'img-noir' },
  { attributes: { Taille: 'M', Couleur: 'Noir' } },
];

describe('the picture a choice shows (variants’ mainImageId)', () => {
  it('is the one picture every matching variant shows', () => {
    expect(pictureForSelection(tee, { Couleur: 'Noir' })).toBe('img-noir');
    expect(pictureForSelection(tee, { Couleur: 'Blanc', Taille: 'M' })).toBe('img-blanc');
  });
  it('is none while the matching variants show different pictures, nothing is chosen, or nothing matches', () => {
    expect(pictureForSelection(tee, { Taille: 'S' })).toBeUndefined();
    expect(pictureForSelection(tee, {})).toBeUndefined();
    expect(pictureForSelection(tee, { Taille: '', Couleur: undefined })).toBeUndefined();
    expect(pictureForSelection(tee, { Couleur: 'Rouge' })).toBeUndefined();
    expect(pictureForSelection('nope', { Couleur: 'Noir' })).toBeUndefined();
    expect(pictureForSelection([null, 3, { attributes: 'x', mainImageId: 'y' }], { Couleur: 'Noir' })).toBeUndefined();
  });
});
