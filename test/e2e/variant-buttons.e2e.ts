import { cartId, storedCart } from './cart-helpers';
import { expect, test } from './support/fixtures';

/**
 * The variant options as buttons where the markup asks for them (`data-variant-display="buttons"`,
 * /examples/variant-buttons; docs/markup-contract.md): the radio groups of variants-select, shown
 * as 44 px buttons, operable with the arrow keys, a sold-out value marked unavailable; the
 * selects stay where the markup does not ask (/products/tee-classic).
 */
test('variant options render as a keyboard-operable radio group of 44 px buttons where the markup asks', async ({ page, server }) => {
  await page.goto(server.url + '/examples/variant-buttons');
  const block = page.locator('[data-storefront="product"]');
  await expect(block.locator('.sf-add-button')).toBeVisible(); // mounted
  const size = block.getByRole('radiogroup', { name: 'Taille' });
  const colour = block.getByRole('radiogroup', { name: 'Couleur' });
  await expect(size.getByRole('radio')).toHaveCount(3);
  await expect(block.getByRole('combobox')).toHaveCount(0); // the selects are out of sight
  await expect(block.locator('.variant-radiobtn-wrapper label[role="button"], .variant-radiobtn-wrapper label[tabindex]')).toHaveCount(0); // the radio is the one control
  for (const label of await block.locator('.variant-radiobtn-wrapper label').all()) {
    const box = (await label.boundingBox())!;
    expect(Math.round(box.height)).toBeGreaterThanOrEqual(44);
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(44);
  }

  // the keyboard: a click on "S", then the arrow keys move the choice, as radios do
  await size.getByText('S', { exact: true }).click();
  await expect(size.getByRole('radio', { name: 'S' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(size.getByRole('radio', { name: 'M' })).toBeChecked();
  await expect(block.locator('select[data-variant-option-name="Taille"]')).toHaveValue('M'); // the select keeps the record
  await page.keyboard.press('Tab');
  await expect(colour.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowRight'); // Noir
  await expect(colour.getByRole('radio', { name: 'Noir' })).toBeChecked();
  await expect(page.locator('.sf-product-media__thumb').nth(1)).toHaveAttribute('aria-current', 'true'); // the black T-shirt's picture
  const checked = await colour.locator('input:checked + label').evaluate((l) => getComputedStyle(l).backgroundColor);
  expect(checked).toBe('rgb(29, 29, 31)'); // --sf-color-primary: the choice shows

  // black L is sold out: its button says so and looks unavailable; choosing it marks the block
  const large = size.getByRole('radio', { name: 'L (Épuisé)' });
  await expect(large).toHaveAttribute('data-sold-out', '');
  expect(await size.locator('input[value="L"] + label').evaluate((l) => getComputedStyle(l).textDecorationLine)).toBe('line-through');
  await size.getByText('L', { exact: true }).click();
  await expect(block).toHaveAttribute('data-variant-sold-out', '');
  await expect(block.locator('.product-mark')).toHaveText('Épuisé');

  // a variant in stock goes to the cart from the buttons
  await size.getByText('M', { exact: true }).click();
  await colour.getByText('Blanc', { exact: true }).click();
  await expect(size.getByRole('radio', { name: 'L' })).not.toHaveAttribute('data-sold-out', '');
  await block.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.locator('[data-storefront="cart-pill"]')).toHaveText(/^1 article/);
  const { entries } = await storedCart(server, await cartId(page, server));
  expect(entries.map((e) => e.sku)).toEqual(['TEE-M-BLANC']);
});

test('variant options stay selects where the markup does not ask for buttons', async ({ page, server }) => {
  await page.goto(server.url + '/products/tee-classic');
  const block = page.locator('[data-storefront="product"]');
  await expect(block.locator('.sf-add-button')).toBeVisible();
  await expect(block.getByRole('combobox', { name: 'Choisir : Taille' })).toBeVisible();
  await expect(block.getByRole('radiogroup')).toHaveCount(0);
  await expect(block.locator('.variant-radiobtn-wrapper').first()).toBeHidden();
});
