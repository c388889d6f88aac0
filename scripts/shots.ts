/**
 * `npm run shots`: a picture of every example page and overlay, for a reviewer to look
 * at on one page. Starts the reference backend on a fresh data folder (building dist/
 * first when it is missing or `--build` is given), drives Chromium (playwright-core on
 * Debian's chromium, scripts/chromium-path.mjs) over every page the index links to and
 * each overlay (Quick View, the added popover, the error alert, the custom form modal,
 * the instalment info modal, the gallery's lightbox) and each state a shopper reaches (a
 * filled cart, a cart quantity above the stock, the contact form's errors, the checkout's
 * field error, an order confirmed, a blog post with its comments, the variant option buttons
 * with a sold-out choice) at 1280 and 390 px wide, and
 * writes full-page PNGs and `index.html`, the contact sheet, to shots/ (git-ignored).
 *
 *   npm run shots                     every page and overlay
 *   npm run shots -- --only product   the shots whose name holds "product"
 *   npm run shots -- --out /tmp/x     elsewhere than shots/
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBackend } from './backend-process.js';
import { type Browser, type Page, chromium } from 'playwright-core';
import { findChromium } from './chromium-path.mjs';

const repo = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const outDir = resolve(flag('--out') ?? join(repo, 'shots'));
const only = flag('--only');
const WIDTHS = [1280, 390] as const;

interface Shot {
  readonly name: string;
  readonly title: string;
  readonly path: string;
  /** Brings the page to the state to show (an overlay open); the default waits for the page to settle. */
  readonly act?: (page: Page) => Promise<void>;
  /** The whole page after `act` (a state), not only the viewport (an overlay). */
  readonly full?: boolean;
}

/** Adds an entry to the page's cart through the API, as the product widget does (the page's crumb cookie). */
async function addToCart(page: Page, entry: { itemId: string; sku: string; quantity?: number }): Promise<void> {
  const origin = new URL(page.url()).origin;
  const crumb = (await page.context().cookies(origin)).find((c) => c.name === 'crumb')?.value ?? '';
  const response = await page.request.post(origin + '/api/commerce/shopping-cart/entries', { headers: { 'X-CSRF-Token': crumb }, data: { quantity: 1, ...entry } });
  if (!response.ok()) throw new Error(`add failed: ${response.status()}`);
}

/** Opens the page at `path` (same origin) and lets it settle. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, page.url()).href);
  await settle(page);
}

/** A cart with two lines (a T-shirt with its options, two notebooks), on its page. */
async function filledCart(page: Page): Promise<void> {
  await addToCart(page, { itemId: 'tee-classic', sku: 'TEE-S-BLANC' });
  await addToCart(page, { itemId: 'carnet-simple', sku: 'CARNET-A5', quantity: 2 });
  await visit(page, '/cart');
}

/** The checkout of a filled cart, its e-mail refused. */
async function checkoutWithError(page: Page): Promise<void> {
  await filledCart(page);
  await visit(page, '/commerce/goto-checkout');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('pas-une-adresse');
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  await settle(page);
}

const STATES: readonly Shot[] = [
  { name: 'state-cart-filled', title: 'Panier avec deux lignes', path: '/shop', full: true, act: filledCart },
  {
    name: 'state-cart-stock-error', title: 'Panier : plus que le stock (« Il n’en reste que 2. »)', path: '/shop',
    act: async (page) => {
      await addToCart(page, { itemId: 'tee-classic', sku: 'TEE-M-BLANC' });
      await visit(page, '/cart');
      const quantity = page.getByRole('spinbutton', { name: /^Quantité de T-shirt/ });
      await quantity.fill('3');
      await quantity.press('Enter');
      await page.getByRole('alertdialog').waitFor();
    },
  },
  {
    name: 'state-contact-errors', title: 'Formulaire de contact : champs obligatoires manquants', path: '/examples/contact', full: true,
    act: async (page) => {
      const block = page.locator('[data-storefront="form"]');
      await block.locator('.sf-form__fallback').waitFor({ state: 'detached' });
      await block.getByRole('button', { name: 'Envoyer le message' }).click();
      await block.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  { name: 'state-checkout-error', title: 'Commande : e-mail refusé', path: '/shop', full: true, act: checkoutWithError },
  {
    name: 'state-order-confirmed', title: 'Commande confirmée', path: '/shop', full: true,
    act: async (page) => {
      await checkoutWithError(page);
      await page.getByRole('textbox', { name: 'E-mail' }).fill('client@example.fr');
      await page.getByRole('button', { name: 'Passer la commande' }).click();
      await page.getByRole('heading', { name: 'Commande confirmée' }).waitFor();
      await settle(page);
    },
  },
  { name: 'state-blog-comments', title: 'Article de blog avec ses commentaires et le formulaire', path: '/examples/blog/post-voyage', full: true, act: settle },
  {
    name: 'state-variant-buttons-sold-out', title: 'Options en boutons : Noir, L épuisé', path: '/examples/variant-buttons', full: true,
    act: async (page) => {
      const block = page.locator('[data-storefront="product"]');
      await block.getByRole('radiogroup', { name: 'Couleur' }).getByText('Noir', { exact: true }).click();
      await block.getByRole('radiogroup', { name: 'Taille' }).getByText('L', { exact: true }).click();
      await block.locator('.product-mark.sold-out').waitFor();
      await page.locator('.sf-product-media__thumb[aria-current="true"]').nth(0).waitFor();
      await page.waitForTimeout(600); // the gallery's scroll to the black T-shirt
    },
  },
];

const OVERLAYS: readonly Shot[] = [
  {
    name: 'overlay-quick-view', title: 'Quick View (boutique)', path: '/shop',
    act: async (page) => {
      await page.locator('.sqs-product-quick-view-button').first().click();
      await page.locator('dialog.sf-quick-view[open]').waitFor();
    },
  },
  {
    name: 'overlay-popover', title: 'Ajouté au panier (popover)', path: '/products/carnet-simple',
    act: async (page) => {
      await page.locator('.sqs-add-to-cart-button').first().click();
      await page.locator('.sf-added-popover').waitFor();
    },
  },
  {
    name: 'overlay-alert', title: 'Alerte (aucune option choisie)', path: '/products/tee-classic',
    act: async (page) => {
      await page.locator('.sqs-add-to-cart-button').first().click();
      await page.locator('dialog[open]').waitFor();
    },
  },
  {
    name: 'overlay-form-modal', title: 'Formulaire de produit personnalisé', path: '/products/affiche-personnalisee',
    act: async (page) => {
      await page.locator('.sqs-add-to-cart-button').first().click();
      await page.locator('dialog.sf-form-modal[open]').waitFor();
    },
  },
  {
    name: 'overlay-instalment', title: 'Paiement en plusieurs fois (fenêtre d’information)', path: '/products/sac-cuir',
    act: async (page) => {
      await page.locator('.sf-instalment__info').first().click();
      await page.locator('dialog.sf-instalment-modal[open]').waitFor();
    },
  },
  {
    name: 'overlay-lightbox', title: 'Visionneuse (galerie)', path: '/examples/gallery',
    act: async (page) => {
      const link = page.locator('[data-storefront="gallery"] a.sf-gallery__link').first();
      await link.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('a.sf-gallery__link[aria-haspopup="dialog"]'));
      await link.click();
      await page.locator('dialog[open]').waitFor();
    },
  },
];

/** A file name for a path: `/products/tee-classic?x=1` → `products-tee-classic-x-1`. */
const slug = (path: string) => path.replace(/^\/+/, '').replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, '') || 'index';


/** Every same-site page the index links to, in its order, without fragments. */
async function examplePages(browser: Browser, url: string): Promise<Shot[]> {
  const page = await browser.newPage();
  await page.goto(url + '/');
  const hrefs = await page.$$eval('a[href^="/"]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
  const titles = await page.$$eval('a[href^="/"]', (links) => links.map((a) => a.textContent?.trim() ?? ''));
  await page.close();
  const seen = new Set<string>(['/']);
  const shots: Shot[] = [{ name: 'index', title: 'Index des exemples', path: '/' }];
  hrefs.forEach((href, i) => {
    const path = href.split('#')[0] ?? '';
    if (!path || seen.has(path) || /^\/(storefront|api|media)\//.test(path)) return;
    seen.add(path);
    shots.push({ name: slug(path), title: titles[i] || path, path });
  });
  return shots;
}

/** Waits for the page to settle: loaded, scrolled through once (lazy pictures and islands start), every picture in. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), null, { timeout: 15_000 }).catch(() => {});
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium: install Debian’s chromium package or set CHROMIUM_PATH.');
  if (args.includes('--build') || !existsSync(join(repo, 'dist/storefront.js'))) {
    console.log('building dist/ …');
    const built = spawnSync('npx', ['tsup', '--silent'], { cwd: repo, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-shots-'));
  const { url, child } = await startBackend(dataDir, 4900 + (process.pid % 80));
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  const rows: { shot: Shot; files: string[]; errors: string[] }[] = [];
  try {
    const shots = [...(await examplePages(browser, url)), ...OVERLAYS, ...STATES].filter((s) => !only || s.name.includes(only));
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    for (const shot of shots) {
      const files: string[] = [];
      const errors: string[] = [];
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 }, locale: 'fr-FR', deviceScaleFactor: 1, hasTouch: width < 600, isMobile: width < 600 });
        const page = await context.newPage();
        page.on('pageerror', (e) => errors.push(`${width}px: ${e.message}`));
        try {
          await page.goto(url + shot.path);
          await settle(page);
          if (shot.act) {
            await shot.act(page);
            await page.waitForTimeout(400); // the overlay's opening transition
          }
          const file = `${shot.name}-${width}.png`;
          await page.screenshot({ path: join(outDir, file), fullPage: !shot.act || shot.full === true, animations: 'disabled' });
          files.push(file);
        } catch (error) {
          errors.push(`${width}px: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        } finally {
          await context.close();
        }
      }
      rows.push({ shot, files, errors });
      console.log(`${errors.length ? '✗' : '✓'} ${shot.name}${errors.length ? `  ${errors.join('; ')}` : ''}`);
    }
  } finally {
    await browser.close();
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeFileSync(join(outDir, 'index.html'), contactSheet(rows));
  const failed = rows.filter((r) => r.errors.length > 0).length;
  console.log(`${rows.length} shots (${rows.length - failed} clean) in ${outDir}/index.html`);
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function contactSheet(rows: { shot: Shot; files: string[]; errors: string[] }[]): string {
  const cards = rows
    .map(({ shot, files, errors }) => {
      const pictures = files.map((f) => `<a href="${esc(f)}"><img src="${esc(f)}" alt="${esc(`${shot.title}, ${f.endsWith('-390.png') ? '390' : '1280'} px`)}" loading="lazy"></a>`).join('');
      const problems = errors.length ? `<p class="err">${errors.map(esc).join('<br>')}</p>` : '';
      return `<section><h2>${esc(shot.title)}</h2><p><code>${esc(shot.path)}</code></p>${problems}<div class="pair">${pictures}</div></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Captures des pages d’exemple</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; background: #f4f3f0; color: #1d1d1f; }
main { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fill, minmax(36rem, 1fr)); }
section { background: #fff; border-radius: 8px; padding: 1rem; box-shadow: 0 1px 3px rgb(0 0 0 / 10%); }
h2 { font-size: 1rem; margin: 0; } p { margin: 0.25rem 0 0.75rem; color: #555; }
.pair { display: grid; grid-template-columns: 1280fr 390fr; gap: 0.75rem; align-items: start; }
.pair img { width: 100%; height: auto; max-height: 40rem; object-fit: cover; object-position: top; border: 1px solid #ddd; }
.err { color: #b00020; }
</style></head><body><h1>Captures : chaque page à 1280 et 390 px</h1><main>
${cards}
</main></body></html>
`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
