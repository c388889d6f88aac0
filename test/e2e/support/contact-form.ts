import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { RunningServer } from './server';

/** Opens /examples/contact and waits until the live form has replaced the server-rendered one (its fieldset is disabled). */
export const openContact = async (page: Page, server: RunningServer) => {
  await page.goto(server.url + '/examples/contact');
  const block = page.locator('[data-storefront="form"]');
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator('.sf-form__fallback')).toHaveCount(0);
  return block;
};
