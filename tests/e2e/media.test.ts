import { describe, expect, test } from 'bun:test';
import { gotoLive, networkQuiet, watchForErrors } from '@tests/support/browser';
import { exifHasGps } from '@tests/support/media-upload';
import { phonePhoto } from '@tests/support/phone-photo';
import { siteAndBrowserForFile } from '@tests/support/site-and-browser';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

const site = siteAndBrowserForFile();

const TITLE = 'Phone Photo Lands on the Front Desk';
const SLUG = 'phone-photo-lands-on-the-front-desk';
const ALT = 'A red shop front above a blue pavement';
const NEW_ALT = 'A red awning over a blue street at dusk';

/** The hero image as the reader's browser chose and loaded it. */
async function heroImage(page: Page) {
  const hero = page.locator('article figure img').first();
  await hero.evaluate((img: HTMLImageElement) =>
    img.complete ? null : new Promise((done) => img.addEventListener('load', done)),
  );
  return hero.evaluate((img: HTMLImageElement) => ({
    alt: img.alt,
    currentSrc: img.currentSrc,
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    loading: img.loading,
    fetchPriority: img.getAttribute('fetchpriority'),
    avif: img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset'),
    webp: img.parentElement?.querySelector('source[type="image/webp"]')?.getAttribute('srcset'),
  }));
}

describe('media', () => {
  test('an editor uploads a phone photo; readers get it as AVIF with its alt text and no GPS', async () => {
    const photo = await phonePhoto({ width: 2400, height: 1600 });
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/articles/new');
    await page.getByRole('heading', { name: 'Create New Article' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill(TITLE);
    await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Cosmic Watch' });
    await page
      .getByLabel('Author', { exact: true })
      .selectOption({ label: 'Priya Castellanos - Senior Multiverse Correspondent' });
    await page.getByLabel('Summary', { exact: true }).fill('A photo from a phone, cleaned.');
    await page
      .getByLabel('Content (HTML supported)', { exact: true })
      .fill('<p>The desk received a photo.</p>');
    await page.getByLabel('Publication Date', { exact: true }).fill('November 20, 2026');
    await page.getByLabel('Status', { exact: true }).selectOption('published');

    // The picker, as a person chooses a file from their phone's camera roll.
    await page
      .getByLabel('Upload the article image: choose a file')
      .setInputFiles({ name: 'IMG_4031.JPG', mimeType: 'image/jpeg', buffer: photo });
    // Alt text is required before anything is sent.
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Describe the image for readers who cannot see it' })
      .waitFor();
    await page.getByLabel('Alt text (required)').fill(ALT);
    await page.getByLabel('Caption or credit').fill('Photo: a reader');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await page.waitForFunction(() =>
      (document.querySelector('input[id$="-image"]') as HTMLInputElement | null)?.value.startsWith(
        '/media/',
      ),
    );
    await page.getByRole('button', { name: 'Create Article' }).click();
    await page.getByText('Article Created').first().waitFor();
    await page.waitForURL('**/admin/articles');

    await gotoLive(page, `${site.server.url}/article/${SLUG}`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const hero = await heroImage(page);
    expect(hero.alt).toBe(ALT);
    // Upright (the phone said "turn 90°"): 1600 × 2400.
    expect([hero.width, hero.height]).toEqual(['1600', '2400']);
    expect(hero.loading).toBe('eager');
    expect(hero.fetchPriority).toBe('high');
    expect(hero.avif).toContain('.avif 320w');
    expect(hero.webp).toContain('.webp 320w');
    // Chromium supports AVIF: it chose an AVIF variant sized for a 390 px phone.
    expect(hero.currentSrc).toMatch(/\/media\/[0-9a-f]{16}-(480|640|960)\.avif$/);
    await page.getByText('Photo: a reader').waitFor();
    const served = await page.request.get(hero.currentSrc);
    expect(served.headers()['content-type']).toBe('image/avif');
    expect(served.headers()['cache-control']).toContain('immutable');
    const bytes = Buffer.from(await served.body());
    const meta = await sharp(bytes).metadata();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // The library lists it with its use; deleting it is refused while the article shows it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${site.server.url}/admin/media`);
    await page.getByRole('heading', { name: 'Media Library' }).waitFor();
    await page.getByLabel('Search images').fill('IMG_4031');
    const card = page.getByRole('listitem').filter({ hasText: 'IMG_4031.JPG' });
    await card.waitFor();
    await card.getByRole('link', { name: TITLE }).waitFor();
    await card.getByLabel('Select IMG_4031.JPG').check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    await page.getByText('This image is in use and was not deleted').waitFor();

    // New alt text reaches the article page; typing survives the search changing meanwhile.
    const altField = card.getByLabel('Alt text', { exact: true });
    await altField.fill(NEW_ALT);
    await page.getByLabel('Search images').fill('IMG_403');
    await page.waitForResponse((response) => response.url().includes('q=IMG_403'));
    await networkQuiet(page);
    expect(await altField.inputValue()).toBe(NEW_ALT);
    await card.getByRole('button', { name: 'Save alt text of IMG_4031.JPG' }).click();
    await card.getByText('Alt text saved on every page that shows this image').waitFor();
    await gotoLive(page, `${site.server.url}/article/${SLUG}`);
    expect((await heroImage(page)).alt).toBe(NEW_ALT);
    // The refused delete is the only failed request: the browser logs its 409.
    expect(errors().filter((error) => !error.includes('409 (Conflict)'))).toEqual([]);
    await page.close();
  });

  test('the demo content is served through the same path: home page images are AVIF', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchForErrors(page);
    await gotoLive(page, `${site.server.url}/`);
    const images = await page.locator('main img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        src: img.currentSrc,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.loading,
      })),
    );
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) {
      expect(image.width).not.toBeNull();
      expect(image.height).not.toBeNull();
    }
    const loaded = images.filter((image) => image.src);
    expect(loaded.some((image) => /\/media\/[0-9a-f]{16}-\d+\.avif$/.test(image.src))).toBe(true);
    // Exactly one image is the page's priority; the rest wait until scrolled near.
    expect(images.filter((image) => image.loading === 'eager').length).toBeLessThanOrEqual(2);
    expect(errors()).toEqual([]);
    await page.close();
  });

  test('an editor uploads an avatar; the author page shows it upright, responsive and without GPS', async () => {
    const portrait = await phonePhoto({ width: 1200, height: 900 });
    const name = 'Odile Marchetti';
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchForErrors(page);
    await site.signInAt(page, '/admin/authors');
    await page.getByRole('heading', { name: 'Add Author Profile' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Title', { exact: true }).fill('Rift Photographer');
    await page
      .getByLabel('Upload an avatar: choose a file')
      .setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: portrait });
    await page.getByLabel('Alt text (required)').fill(`Portrait of ${name}`);
    await page.getByRole('button', { name: 'Upload image' }).click();
    // The uploaded picture's address lands in the avatar field, ready to save.
    await page.waitForFunction(() =>
      (document.querySelector('input[id$="-avatar"]') as HTMLInputElement | null)?.value.startsWith(
        '/media/',
      ),
    );
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Author Profile Created').first().waitFor();

    await gotoLive(page, `${site.server.url}/author/${encodeURIComponent(name)}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const avatar = page.locator('main header img').first();
    await avatar.evaluate((img: HTMLImageElement) =>
      img.complete ? null : new Promise((done) => img.addEventListener('load', done)),
    );
    const shown = await avatar.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      avif: img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset'),
    }));
    // The picture's own size, upright (the phone said "turn 90°"): the browser
    // reserves its shape before it loads, and the page draws it in its circle.
    expect([shown.width, shown.height]).toEqual(['900', '1200']);
    expect(shown.avif).toContain('.avif 320w');
    expect(shown.currentSrc).toMatch(/\/media\/[0-9a-f]{16}-\d+\.avif$/);
    const served = await page.request.get(shown.currentSrc);
    const meta = await sharp(Buffer.from(await served.body())).metadata();
    expect(exifHasGps(meta.exif)).toBe(false);
    expect(meta.height!).toBeGreaterThan(meta.width!);
    expect(errors()).toEqual([]);
    await page.close();
  });
});
