import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productPhotoSchema } from '@shop/shared/catalog/admin-product-api';
import type { Card } from '@shop/shared/rules/cards';
import { loadStorageConfig, testDatabaseUrl, type StorageConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import {
  bonusLedger,
  giftCardLedger,
  giftCards,
  orderItems,
  orders,
  payments,
  productPhotos,
  reviewVideos,
} from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { signInAdmin, signInCustomer } from '../modules/admin/admin-test-kit.ts';
import { clip, mp4, multipart, titled, type Part } from '../modules/admin/videos.fixtures.ts';
import { photoParts } from '../modules/admin/product-photos.fixtures.ts';
import {
  cardsBought,
  codeIn,
  emailForm,
  giftCardCalls,
  isCardMail,
  seededGiftCard,
} from '../modules/gift-cards/gift-cards.fixtures.ts';
import { phoneJpeg } from '../modules/media/images.fixtures.ts';
import { MailCatcher } from '../test/mail-catcher.ts';
import { guest, pickupForm, shopCalls, type Who } from '../test/shop-calls.ts';
import { bearer, uniqueEmail, uniqueIp } from '../test/sign-in.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { catalogCards, isBar } from '../test/test-shop.ts';
import { sha256Of } from './backup-manifest.ts';
import { makeBackup, type BackupMade } from './backup.ts';
import { restoreBackup } from './restore.ts';

/**
 * Backups (README "Backups"): a shop's orders with their lines and payments, its bonus and gift-card ledgers
 * and its photo files survive `npm run backup`, the loss of everything, and `npm run restore` — on the
 * embedded database (stopped for the backup) and, with TEST_DATABASE_URL, on PostgreSQL (backed up while it
 * runs). Neither command touches the data of a running shop, and a damaged backup restores nothing.
 */

const onPostgres = testDatabaseUrl() !== undefined;
const work = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
const dataDir = path.join(work, 'data');
/** MEDIA_DIR's default: the media folder of DATA_DIR, lost with it. */
const mediaDir = path.join(dataDir, 'media');
const backupDir = path.join(work, 'backups');

const mail = new MailCatcher();
let database: TestDatabase;
let t: TestApp | undefined;
let storage: StorageConfig;

/** The shop on `db`, as `npm start` would run it on this data dir and media folder. */
const startShop = (db: TestDatabase) =>
  createTestApp({ database: db, env: { SMTP_URL: mail.url, MEDIA_DIR: mediaDir } });

/** Stops the shop and closes its database (the short stop of README "Backups"). */
async function stopShop() {
  await t?.close();
  t = undefined;
  await database.close();
}

/** What the shop holds, read with its own schema: every order, line, payment, ledger row, photo and clip. */
async function tables(db: Db) {
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.id)),
    orderItems: await db.select().from(orderItems).orderBy(asc(orderItems.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    bonusLedger: await db.select().from(bonusLedger).orderBy(asc(bonusLedger.id)),
    giftCards: await db.select().from(giftCards).orderBy(asc(giftCards.id)),
    giftCardLedger: await db.select().from(giftCardLedger).orderBy(asc(giftCardLedger.id)),
    productPhotos: await db.select().from(productPhotos).orderBy(asc(productPhotos.id)),
    reviewVideos: await db.select().from(reviewVideos).orderBy(asc(reviewVideos.id)),
  };
}

/** Every served media file (not the upload folder) by its path, with its SHA-256. */
async function mediaSums(): Promise<Record<string, string>> {
  if (!existsSync(mediaDir)) return {};
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  const sums: Record<string, string> = {};
  for (const e of entries.filter((entry) => entry.isFile())) {
    const file = path.join(e.parentPath, e.name);
    const name = path.relative(mediaDir, file);
    if (!name.startsWith('.tmp')) sums[name] = await sha256Of(file);
  }
  return sums;
}

/** What the shop answers a shopper and a card holder: their orders, bonuses, card balance, a photo's bytes. */
async function answers(app: TestApp) {
  const shop = shopCalls(app);
  return {
    orders: (await shop.orders(customer)).json(),
    loyalty: (await shop.loyalty(customer)).json(),
    card: (await giftCardCalls(app).check(cardCode)).json(),
    photo: (await app.app.inject({ method: 'GET', url: photoFile })).rawPayload,
  };
}

let customer: Who;
let cardCode: string;
let photoFile: string;
let before: { tables: Awaited<ReturnType<typeof tables>>; media: Record<string, string> };

beforeAll(async () => {
  await mail.start();
  database = await createTestDatabase({ dataDir });
  await seedDatabase(database.db);
  storage = loadStorageConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url ?? '', BACKUP_DIR: backupDir });
  expect(storage.mediaDir).toBe(mediaDir);
  t = await startShop(database);
  const shop = shopCalls(t);
  const cards: Card[] = await catalogCards(t);
  const bar = Number(cards.find(isBar)!.id);

  // A customer's paid order: its lines, its payment, the cash back on the bonus ledger.
  const signedIn = await signInCustomer(t, mail);
  customer = { token: signedIn.token };
  expect((await shop.addToCart(customer, bar, 2)).statusCode).toBe(200);
  const placed = await shop.placeOrder(customer, pickupForm({ email: signedIn.email }));
  expect(placed.statusCode, placed.body).toBe(201);
  expect((await shop.decide(placed.json().payment_url, 'succeeded')).statusCode).toBe(200);

  // A gift card bought by a guest and mailed, then half spent on the customer's next order.
  const calls = giftCardCalls(t);
  const buyer = guest();
  const buyerEmail = uniqueEmail('buyer');
  expect((await calls.addCard(buyer, seededGiftCard(cards).product(3000))).statusCode).toBe(200);
  const bought = await calls.order(buyer, emailForm({ email: buyerEmail }));
  expect(bought.statusCode, bought.body).toBe(201);
  expect((await shop.decide(bought.json().payment_url, 'succeeded')).statusCode).toBe(200);
  cardCode = codeIn(await mail.latest(buyerEmail, isCardMail));
  // Marked sent once its mail has gone: from then on nothing changes by itself.
  await vi.waitFor(
    async () => {
      const [card] = await cardsBought(t!, buyer, bought.json().order.id);
      expect(card?.state).toBe('sent');
    },
    { timeout: 5_000, interval: 50 },
  );
  expect((await shop.addToCart(customer, bar, 1)).statusCode).toBe(200);
  const spent = await calls.order(
    customer,
    pickupForm({ email: signedIn.email, gift_card_codes: [cardCode] }),
  );
  expect(spent.statusCode, spent.body).toBe(201);

  // A product photo through the real pipeline (every width and format), and a review clip.
  const admin = await signInAdmin(t, mail);
  const upload = async (url: string, parts: Part[]) => {
    const { payload, contentType } = await multipart(parts);
    return t!.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, ...bearer(admin.token) },
      payload,
      remoteAddress: uniqueIp(),
    });
  };
  const photo = await upload(`/api/admin/products/${bar}/photos`, photoParts(await phoneJpeg(800, 600)));
  expect(photo.statusCode, photo.body).toBe(201);
  photoFile = `${productPhotoSchema.parse(photo.json()).base}-480.webp`;
  const video = await upload('/api/admin/review-videos', [...titled(), clip(mp4(200_000))]);
  expect(video.statusCode, video.body).toBe(201);

  // The shop holds what the test is about.
  const held = await tables(database.db);
  expect(held.orders.length).toBeGreaterThanOrEqual(3);
  expect(held.payments.length).toBeGreaterThanOrEqual(2);
  expect(held.bonusLedger.map((row) => row.kind)).toContain('cash_back');
  expect(held.giftCardLedger.map((row) => row.kind).sort()).toEqual(['issued', 'spent']);
  expect(held.productPhotos).toHaveLength(1);
  const media = Object.keys(await mediaSums());
  expect(media.filter((name) => name.startsWith('products/')).length).toBeGreaterThan(9);
  expect(media.filter((name) => name.startsWith('reviews/'))).toHaveLength(1);
});

afterAll(async () => {
  await t?.close();
  await database?.destroy();
  await mail.stop();
  await rm(work, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as an operator runs them, on this test's data dir. */
function command(name: 'backup' | 'restore', args: string[] = []) {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    MEDIA_DIR: '',
    BACKUP_DIR: backupDir,
    DATABASE_URL: database.url ?? '',
  };
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, `${name}-run.ts`), ...args],
      { env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

let made: BackupMade;

describe('npm run backup', () => {
  it.skipIf(onPostgres)(
    'refuses, in one line, while the shop has the embedded database open, and touches nothing',
    async () => {
      const lockFile = path.join(dataDir, 'pglite.lock');
      expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));

      const refused = await command('backup');
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toEqual([
        `Backup refused: the shop (process ${process.pid}) has the embedded database in ${dataDir} open; stop it first, then run this again (README "Backups").`,
      ]);
      expect(existsSync(backupDir)).toBe(false);
      // The shop still holds its lock and serves.
      expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
      expect((await shopCalls(t!).orders(customer)).statusCode).toBe(200);
    },
  );

  it('makes a backup from which a restore after losing everything brings back every order, ledger and photo', async () => {
    const shown = await answers(t!);
    expect(shown.orders).toHaveLength(2);
    expect(shown.card.balance).toBeGreaterThan(0);

    before = { tables: await tables(database.db), media: await mediaSums() };
    // The embedded database is backed up during a short stop; PostgreSQL while the shop runs.
    if (!onPostgres) await stopShop();
    made = await makeBackup(storage);
    if (onPostgres) await stopShop();

    expect(path.dirname(made.dir)).toBe(backupDir);
    expect(made.manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(made.manifest.media.files).toBe(Object.keys(before.media).length);
    expect(made.manifest.files.map((f) => f.path)).toEqual([
      made.manifest.database.file,
      ...Object.keys(before.media)
        .sort()
        .map((name) => `media/${name}`),
    ]);

    // Everything is lost: the data dir with its media folder, or the database's tables and the media.
    if (onPostgres) await emptyDatabase(database.url!);
    await rm(dataDir, { recursive: true, force: true });
    expect(await mediaSums()).toEqual({});

    const restored = await restoreBackup(storage, { from: made.dir });
    expect(restored.previousDatabase).toBeNull();
    expect(restored.media).toEqual({ written: made.manifest.media.files, unchanged: 0 });

    // The shop starts on what was restored, as the server would (migrations first), and finds it all.
    database = await reopen();
    await database.migrate();
    expect(await tables(database.db)).toEqual(before.tables);
    expect(await mediaSums()).toEqual(before.media);
    t = await startShop(database);
    expect(await answers(t)).toEqual(shown);
  });
});

describe('npm run restore', () => {
  it('refuses while the shop runs', async () => {
    const refused = await command('restore', ['--from', made.dir]);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(
      onPostgres
        ? /^Restore refused: \d+ other session\(s\) are connected to the database \(a running shop\?\); stop every instance first/
        : /^Restore refused: the shop \(process \d+\) has the embedded database in .* open; stop it first/,
    );
    expect(await tables(database.db)).toEqual(before.tables);
  });

  it('refuses a damaged, altered or unfinished backup before touching anything', async () => {
    const dataDirBefore = (await readdir(dataDir)).sort();
    const copy = async (name: string) => {
      const dir = path.join(work, name);
      await cp(made.dir, dir, { recursive: true });
      return dir;
    };

    // One photo file altered by a single byte.
    const altered = await copy('altered');
    const photo = made.manifest.files.find((f) => f.path.startsWith('media/products/'))!;
    const photoPath = path.join(altered, photo.path);
    const bytes = await readFile(photoPath);
    bytes.writeUInt8(bytes.readUInt8(0) ^ 1, 0);
    await writeFile(photoPath, bytes);
    await expect(restoreBackup(storage, { from: altered, force: true })).rejects.toThrow(
      `Restore refused: ${photo.path} in ${altered} does not match its checksum in the manifest (damaged or altered).`,
    );

    // The database dump cut short.
    const truncated = await copy('truncated');
    const dump = path.join(truncated, made.manifest.database.file);
    await writeFile(dump, (await readFile(dump)).subarray(0, 1000));
    await expect(restoreBackup(storage, { from: truncated, force: true })).rejects.toThrow(
      /database\.(tar\.gz|pgdump) in .* does not match its checksum/,
    );

    // A media file missing; a backup never finished (no manifest); a manifest that is not one.
    const missing = await copy('missing');
    await rm(path.join(missing, photo.path));
    await expect(restoreBackup(storage, { from: missing, force: true })).rejects.toThrow(
      `Restore refused: ${photo.path} is missing from ${missing}.`,
    );
    const unfinished = await copy('unfinished.partial');
    await rm(path.join(unfinished, 'manifest.json'));
    await expect(restoreBackup(storage, { from: unfinished, force: true })).rejects.toThrow(
      /has no manifest\.json, so it is not a finished backup/,
    );
    const forged = await copy('forged');
    await writeFile(
      path.join(forged, 'manifest.json'),
      JSON.stringify({ ...made.manifest, files: [{ path: '../escape', bytes: 1, sha256: 'a'.repeat(64) }] }),
    );
    await expect(restoreBackup(storage, { from: forged, force: true })).rejects.toThrow(/is damaged/);

    // A backup of the other kind of database.
    const otherKind = await copy('other-kind');
    const manifestPath = path.join(otherKind, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    manifest.database.kind = onPostgres ? 'pglite' : 'postgres';
    await writeFile(manifestPath, JSON.stringify(manifest));
    await expect(restoreBackup(storage, { from: otherKind, force: true })).rejects.toThrow(
      /^Restore refused: the backup holds a (PostgreSQL database|embedded database \(PGlite\))/,
    );

    // Nothing was touched: the same data dir, tables and media files.
    expect((await readdir(dataDir)).sort()).toEqual(dataDirBefore);
    expect(await tables(database.db)).toEqual(before.tables);
    expect(await mediaSums()).toEqual(before.media);
    expect((await shopCalls(t!).orders(customer)).statusCode).toBe(200);
  });

  it('lists the backups when not told which one to restore', async () => {
    await rename(path.join(work, 'unfinished.partial'), path.join(backupDir, 'humbl-unfinished.partial'));
    const asked = await command('restore');
    expect(asked.code).toBe(1);
    expect(asked.stderr.trim()).toBe(
      `Say which backup: npm run restore -- --from <folder>. Backups in ${backupDir}: ${path.basename(made.dir)}.`,
    );
  });
});

describe('npm run restore over a shop that went on after the backup', () => {
  it('brings the backup back whole: later orders go, and the embedded database it replaced is kept aside', async () => {
    const shop = shopCalls(t!);
    expect(
      (await shop.addToCart(customer, Number((await catalogCards(t!)).find(isBar)!.id), 1)).statusCode,
    ).toBe(200);
    expect((await shop.placeOrder(customer, pickupForm())).statusCode).toBe(201);
    expect((await tables(database.db)).orders.length).toBe(before.tables.orders.length + 1);
    await stopShop();

    const restored = await restoreBackup(storage, { from: made.dir });
    expect(restored.media).toEqual({ written: 0, unchanged: made.manifest.media.files });
    if (onPostgres) expect(restored.previousDatabase).toBeNull();
    else expect(restored.previousDatabase).toMatch(/\/data\/pglite\.before-restore-[\dT-]+Z$/);

    database = await reopen();
    expect(await tables(database.db)).toEqual(before.tables);
    if (restored.previousDatabase) {
      // The replaced database, later order and all, is there to go back to.
      const previous = await PGlite.create(restored.previousDatabase);
      const { rows } = await previous.query<{ n: number }>('select count(*)::int as n from orders');
      await previous.close();
      expect(rows[0]!.n).toBe(before.tables.orders.length + 1);
    }
  });
});

describe('the storage configuration of both commands', () => {
  it('reads the server’s DATA_DIR, MEDIA_DIR and DATABASE_URL, with backups beside the data dir by default', () => {
    const dir = path.join(work, 'elsewhere', 'data');
    // Production's required variables are not asked for, and nothing is written (no generated secret).
    expect(loadStorageConfig({ DATA_DIR: dir })).toEqual({
      dataDir: dir,
      mediaDir: path.join(dir, 'media'),
      databaseUrl: undefined,
      backupDir: path.join(work, 'elsewhere', 'backups'),
    });
    expect(existsSync(dir)).toBe(false);
    expect(
      loadStorageConfig({ DATA_DIR: dir, MEDIA_DIR: '/srv/media', BACKUP_DIR: '/srv/backups' }),
    ).toMatchObject({ mediaDir: '/srv/media', backupDir: '/srv/backups' });
    expect(() => loadStorageConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

/** The test's database opened again after the restore (the lost one's handle is closed). */
async function reopen(): Promise<TestDatabase> {
  const { url } = database;
  const opened = url ? await openDatabase({ url }) : await openDatabase({ dataDir });
  // destroy() drops the test database on PostgreSQL: the original handle's is the one that can.
  const original = database;
  return { ...opened, url, destroy: async () => (await opened.close(), await original.destroy()) };
}

/** Drops everything the shop's migrations made in the test's own database (nothing other files use). */
async function emptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema public cascade; drop schema drizzle cascade; create schema public');
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname = 'public'",
    );
    expect(rows[0].n).toBe(0);
  } finally {
    await client.end();
  }
}
