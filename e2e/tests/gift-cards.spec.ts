import type { Page } from '@playwright/test';
import { giftCardExpiry } from '@shop/shared/gift-cards/rules';
import { giftCardMessages } from '@shop/shared/gift-cards/messages';
import type { GiftCard } from '@shop/shared/rules/cards';
import { readDemoOutbox } from '../../apps/server/src/lib/demo-outbox.ts';
import { barsOf, catalogue, guestWithCart, openCart, serverCart, sessionOf } from '../cart.ts';
import {
  dateDigits,
  expect,
  fillContacts,
  longMoscowDay,
  mailedCardCode,
  otherBrowser,
  rub,
  shownTotal,
  signInAdmin,
  test,
  tomorrow,
} from '../gift-cards.ts';
import { expectAxeClean, tabTo } from '../accessibility.ts';
import { newEmail } from '../shop-data.ts';

const AMOUNT = 3000;
const summary = (page: Page) => page.getByRole('region', { name: 'Ваш заказ' });
const orderShown = (page: Page) =>
  page
    .getByRole('list', { name: 'История заказов' })
    .getByRole('listitem')
    .filter({ hasText: /Заказ №\d+/ })
    .first();

/** What the goods in a guest's cart cost, as the server prices them. */
const cartGoods = async (page: Page, session: string) =>
  (await serverCart(page, session)).items.reduce((sum, item) => sum + item.price * item.quantity, 0);

/** Opens the checkout, fills the contacts and picks the first store up. */
async function pickUpAtFirstStore(page: Page, email: string) {
  await page.goto('/check_out_page');
  await fillContacts(page, email);
  await page.getByRole('group', { name: 'Магазин для самовывоза' }).getByRole('radio').first().check();
}

/** Checks a code on the balance page (the form is already open). */
async function checkBalance(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Код карты' }).fill(code);
  await page.getByRole('button', { name: 'Проверить' }).click();
}

/** Types a code into the checkout's 'Подарочная карта' and applies it. */
async function applyCard(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Подарочная карта' }).fill(code);
  await page.getByRole('button', { name: 'Применить' }).click();
}

test('a card bought as a gift for tomorrow is mailed on its day and spent by the friend in two orders', async ({
  page,
  browser,
  demo,
}) => {
  test.setTimeout(300_000); // the shop mails the card at its first sweep, a minute after it starts
  const buyer = newEmail('buyer');
  const friendEmail = newEmail('friend');
  const { cards } = await catalogue(page);
  const giftCard = cards.find((card): card is GiftCard => card.kind === 'gifted_card')!;
  // The page of another denomination: the buyer picks 3 000 ₽ on it.
  const otherDenomination = giftCard.denominations.find((value) => value !== AMOUNT)!;
  const giftCardPage = `/merch/${giftCard.productIdByDenomination[otherDenomination]}`;
  const sendOn = tomorrow();
  let paidAt = new Date();

  await test.step('a guest buys a 3 000 ₽ card for a friend, to be sent tomorrow, with the keyboard', async () => {
    const digits = await dateDigits(page, sendOn.date);
    await page.goto(giftCardPage);
    const denomination = page
      .getByRole('group', { name: 'Номинал' })
      .getByRole('button', { name: rub(AMOUNT) });
    await tabTo(page, denomination);
    await page.keyboard.press('Space');
    await expect(denomination).toHaveAttribute('aria-pressed', 'true');
    // Into the 'Кому' radios (the checked 'Себе' takes the focus), then the arrow picks 'В подарок'.
    await tabTo(page, page.getByRole('radio', { name: 'Себе' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'В подарок' })).toBeChecked();
    for (const [name, text] of [
      ['E-mail получателя', friendEmail],
      ['От кого', 'Аня'],
      ['Сообщение', 'С днём рождения! Обнимаю'],
    ] as const) {
      await tabTo(page, page.getByRole('textbox', { name }), 3);
      await page.keyboard.type(text);
    }
    const when = page.getByRole('textbox', { name: 'Когда отправить' });
    await tabTo(page, when, 3);
    await page.keyboard.type(digits);
    await expect(when).toHaveValue(sendOn.date);
    await expectAxeClean(page, 'the gift card page with the gift fields filled');
    const add = page.getByRole('button', { name: `В корзину · ${rub(AMOUNT)}` });
    await tabTo(page, add, 6);
    await page.keyboard.press('Enter');
    await expect(page.locator('#cart-count')).toHaveText('1');

    const cart = await openCart(page);
    const line = cart.getByRole('listitem').filter({ hasText: `Подарочная карта ${rub(AMOUNT)}` });
    await expect(line).toContainText(`Получатель: ${friendEmail}`);
    await cart.getByRole('button', { name: 'Перейти к оформлению' }).click();
    await expect(page).toHaveURL(/\/check_out_page$/);

    // Cards only: nothing to pick up or deliver, the cards go by e-mail.
    const delivery = page.getByRole('region', { name: 'Способ получения' });
    await expect(delivery).toContainText(giftCardMessages.emailDeliveryOnly);
    await expect(delivery.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Магазин для самовывоза' })).toHaveCount(0);
    // Nor bonuses: they pay for no card, and cards earn no cash back.
    await expect(page.getByRole('region', { name: /Бонусы/ })).toHaveCount(0);
    await fillContacts(page, buyer);
    await expect.poll(() => shownTotal(page)).toBe(AMOUNT);
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Тестовая оплата', { exact: true })).toBeVisible();
    paidAt = new Date();
    await page.getByRole('button', { name: 'Оплатить' }).click();

    await expect(page).toHaveURL(/\/personalAccount\/orders\?order=\d+$/);
    const cardRow = orderShown(page).getByRole('region', { name: 'Подарочные карты' }).getByRole('listitem');
    await expect(cardRow).toContainText('Запланирована');
    await expect(cardRow).toContainText(`Получатель: ${friendEmail}`);
    await expect(cardRow).toContainText(
      `Отправка: ${longMoscowDay(new Date(`${sendOn.date}T12:00:00+03:00`))}`,
    );
    await expectAxeClean(page, 'the orders page with a scheduled card');
    expect(readDemoOutbox(demo.dataDir, friendEmail), 'nothing mailed before the day').toEqual([]);
  });

  let code = '';
  await test.step('the next day the restarted shop mails the card to the friend', async () => {
    await page.goto('about:blank'); // the buyer's tab is closed: nothing of it calls the stopped shop
    await demo.restart(sendOn.shiftMs);
    // The sweep runs every minute after the start: the first one, a minute on, mails it (a loaded machine
    // may take a while longer to start the shop and send).
    code = await mailedCardCode(demo.dataDir, friendEmail, 150_000);
  });
  const last4 = code.slice(-4);
  const masked = `•••• ${last4}`;

  const friend = await otherBrowser(browser, demo.url);
  const visited: string[] = [];
  friend.page.on('framenavigated', (frame) => {
    if (frame === friend.page.mainFrame()) visited.push(frame.url());
  });
  const bars = barsOf((await catalogue(friend.page)).cards);
  let balance = AMOUNT;

  await test.step('the friend pays a pickup order with the card alone', async () => {
    const session = await guestWithCart(friend.page, [{ productId: Number(bars[0]!.id), quantity: 8 }]);
    const goods = await cartGoods(friend.page, session);
    expect(goods).toBeLessThan(AMOUNT);
    await pickUpAtFirstStore(friend.page, friendEmail);
    await expect.poll(() => shownTotal(friend.page)).toBe(goods);

    await applyCard(friend.page, code.toLowerCase().replace(/-/g, ' '));
    const applied = friend.page.getByRole('list', { name: 'Применённые подарочные карты' });
    await expect(applied.getByRole('listitem')).toContainText(`${masked} — баланс ${rub(AMOUNT)}`);
    await expect(summary(friend.page).getByRole('definition').last()).toHaveText(`−${rub(goods)}`);
    await expect(summary(friend.page).getByText(`Подарочная карта ${masked}`)).toBeVisible();
    await expect.poll(() => shownTotal(friend.page)).toBe(0);
    await expectAxeClean(friend.page, 'the checkout with a card applied');

    await summary(friend.page).getByRole('button', { name: 'Оформить заказ' }).click();
    await expect(friend.page).toHaveURL(/\/personalAccount\/orders\?order=\d+$/);
    await expect(orderShown(friend.page)).toContainText('Завершен');
    await expect(orderShown(friend.page)).toContainText(`Оплачено подарочной картой ${masked}`);
    expect(
      visited.filter((url) => /\/pay\//.test(url)),
      'no payment page',
    ).toEqual([]);
    balance -= goods;
  });

  await test.step('the friend checks the balance from the gift card page', async () => {
    await friend.page.goto(giftCardPage);
    await friend.page.getByRole('link', { name: 'Проверить баланс карты' }).click();
    await expect(friend.page).toHaveURL(/\/gift-cards\/balance$/);
    await checkBalance(friend.page, code);
    const result = friend.page.getByRole('region', { name: `Карта ${masked}` });
    await expect(result).toContainText(`Баланс: ${rub(balance)} из ${rub(AMOUNT)}`);
    await expect(result).toContainText(`Действует до ${longMoscowDay(giftCardExpiry(paidAt))}`);
    await expectAxeClean(friend.page, 'the balance page with a result');
  });

  await test.step('the friend spends the rest on a bigger order and pays the difference', async () => {
    const session = await sessionOf(friend.page);
    for (const bar of bars.slice(0, 2)) {
      const added = await friend.page.request.post('/api/cart/', {
        data: { product_id: Number(bar.id), quantity: 8, session_id: session },
      });
      expect(added.ok(), await added.text()).toBe(true);
    }
    const goods = await cartGoods(friend.page, session);
    expect(goods).toBeGreaterThan(balance);
    await pickUpAtFirstStore(friend.page, friendEmail);
    await expect.poll(() => shownTotal(friend.page)).toBe(goods);
    await applyCard(friend.page, code);
    await expect(
      friend.page.getByRole('list', { name: 'Применённые подарочные карты' }).getByRole('listitem'),
    ).toContainText(`${masked} — баланс ${rub(balance)}`);
    await expect.poll(() => shownTotal(friend.page)).toBe(goods - balance);

    await summary(friend.page).getByRole('button', { name: 'Оплатить' }).click();
    await expect(friend.page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
    await friend.page.getByRole('button', { name: 'Оплатить' }).click();
    await expect(friend.page).toHaveURL(/\/personalAccount\/orders\?order=\d+$/);
    await expect(orderShown(friend.page)).toContainText('Завершен');

    await friend.page.goto('/gift-cards/balance');
    await checkBalance(friend.page, code);
    const field = friend.page.getByRole('textbox', { name: 'Код карты' });
    await expect(field).toHaveAccessibleDescription(new RegExp(giftCardMessages.unusable));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(friend.page.getByRole('region', { name: `Карта ${masked}` })).toHaveCount(0);
    await expectAxeClean(friend.page, 'the balance page with an error');
  });
  // The one refusal above is a 422 the browser reports as a failed resource; nothing else went wrong.
  expect(friend.errors.filter((text) => !/status of 422/.test(text))).toEqual([]);
  expect(friend.errors).toHaveLength(1);
  await friend.close();

  await test.step("an admin reads the card's ledger and opens (and leaves) its 'Заблокировать' dialog", async () => {
    const admin = await otherBrowser(browser, demo.url);
    await signInAdmin(admin.page, demo.dataDir);
    await admin.page
      .getByRole('navigation', { name: 'Разделы администрирования' })
      .getByRole('link', { name: 'Подарочные карты' })
      .click();
    await admin.page.getByRole('link', { name: new RegExp(`^Карта ${masked}, заказ №`) }).click();
    const card = admin.page.getByRole('article', { name: `Карта ${masked}` });
    await expect(card).toContainText('Израсходована');
    const ledger = card.getByRole('table', { name: 'Движения по карте' });
    await expect(ledger.getByRole('row', { name: /Выпущена/ })).toContainText(`+${rub(AMOUNT)}`);
    await expect(ledger.getByRole('row', { name: /Оплата заказа/ })).toHaveCount(2);
    await expectAxeClean(admin.page, "the admin's card with its ledger");

    const disable = card.getByRole('button', { name: 'Заблокировать' });
    await disable.click();
    const dialog = admin.page.getByRole('dialog', { name: `Заблокировать карту ${masked}?` });
    await expect(dialog).toBeVisible();
    await expectAxeClean(admin.page, "the card's 'Заблокировать' dialog");
    await admin.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(disable).toBeFocused();
    await expect(card).toContainText('Израсходована');
    expect(admin.errors).toEqual([]);
    await admin.close();
  });
});
