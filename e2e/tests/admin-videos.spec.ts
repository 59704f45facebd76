import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminReviewVideo } from '@shop/shared/content/admin-review-video-api';
import type { ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import { bearerOf, expect, openSection, signInAsAdmin, test } from '../admin.ts';

// An admin and a shopper in two browsers, with sign-ins by mailed code, next to the other worker: under
// load such a journey takes 50 s. The limit is there to catch hangs, not slowness.
test.describe.configure({ timeout: 120_000 });

/** One of the seeded review clips (a real, small MP4), uploaded under a new name. */
const clip = readFileSync(path.join(import.meta.dirname, '../../apps/server/assets/reviews/review-2.mp4'));
const run = randomBytes(3).toString('hex');

test('an admin uploads a video with a progress bar and it plays in the product page’s strip', async ({
  page,
  shopper,
  shop,
}) => {
  const title = `Отзыв Марины ${run}`;
  const description = 'Беру батончики на тренировки уже полгода';
  await signInAsAdmin(page, shop);
  try {
    await openSection(page, 'Видеоотзывы', 'Новое видео');
    const form = page.getByRole('region', { name: 'Новое видео' });
    await form.getByRole('textbox', { name: 'Название' }).fill(title);
    await form.getByRole('textbox', { name: 'Описание' }).fill(description);
    await form.getByLabel(/Выберите видео/).setInputFiles({
      name: `marina-${run}.mp4`,
      mimeType: 'video/mp4',
      buffer: clip,
    });
    await expect(form.getByText(`marina-${run}.mp4`)).toBeVisible();
    await expect(form.getByText('Обложка — кадр с первой секунды')).toBeVisible();

    // A slow uplink, so that the bar can be seen filling up as a person on a phone would see it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 48 * 1024,
    });
    await form.getByRole('button', { name: 'Загрузить видео' }).click();
    const bar = form.getByRole('progressbar', { name: 'Загружаем видео' });
    await expect(bar).toBeVisible();
    await expect
      .poll(async () => Number(await bar.getAttribute('value')), { intervals: [50] })
      .toBeGreaterThan(0);
    await expect(form.getByRole('button', { name: 'Загружаем…' })).toBeDisabled();
    await expect(form.getByRole('status').filter({ hasText: `Видео «${title}» добавлено` })).toBeVisible({
      timeout: 30_000,
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(form.getByRole('progressbar')).toBeHidden();
    const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(listed.getByText(description)).toBeVisible();

    // A shopper opens a product page: the clip is in the strip and plays.
    const groups = (await (await shopper.request.get('/api/products/grouped')).json()) as ProductGroup[];
    const product = buildCatalogCards(groups).find((c) => c.kind === 'regular')!;
    await shopper.goto(`/catalog/${product.id}`);
    const strip = shopper.locator('section', {
      has: shopper.getByRole('heading', { name: 'Отзывы наших покупателей' }),
    });
    await expect(strip.getByText(description)).toBeVisible();
    await strip.getByRole('button', { name: title }).click();
    const dialog = shopper.getByRole('dialog', { name: title });
    const video = dialog.locator('video');
    await expect(video).toHaveAccessibleName(title);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.3);
    await expect(dialog.getByRole('button', { name: 'Пауза' })).toBeVisible();
    // Its poster is the frame the admin's browser made.
    const poster = await video.getAttribute('poster');
    expect((await shopper.request.get(poster!)).headers()['content-type']).toBe('image/jpeg');

    // The admin removes it again: the shop's strip is as it was.
    await listed.getByRole('button', { name: 'Удалить' }).click();
    await page
      .getByRole('dialog', { name: `Удалить видео «${title}»?` })
      .getByRole('button', { name: 'Удалить видео' })
      .click();
    await expect(listed).toHaveCount(0);
  } finally {
    const videos = (await (
      await page.request.get('/api/admin/review-videos/public')
    ).json()) as AdminReviewVideo[];
    for (const video of videos.filter((v) => v.title === title)) {
      const removed = await page.request.delete(`/api/admin/review-videos/${video.id}`, {
        headers: await bearerOf(page),
      });
      expect(removed.status()).toBe(200);
    }
  }
});
