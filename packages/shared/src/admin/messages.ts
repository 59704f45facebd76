/**
 * The admin API's messages (docs/product/admin.md#errors): errors are `{"detail": …}` with these Russian
 * texts, which the admin's screens also show. Without zod, so a screen can use them without building the API
 * schemas.
 */

export const adminMessages = {
  // docs/product/admin.md#errors; used by every admin route.
  noData: 'Не переданы данные для обновления',
  tokenInvalid: 'Не передан или недействителен токен',
  notAdmin: 'Пользователь не является администратором',
  siteClosed: 'Сайт временно не работает. Мы уже исправляем проблему — попробуйте оформить заказ чуть позже',
  slotOrder: 'Время начала должно быть раньше времени окончания',
  slotBounds: 'Интервал должен быть в пределах курьерского дня: с 09:00 до 22:00',
  slotNotFound: 'Интервал доставки не найден',
  lastSlot: 'Нельзя удалить последний интервал доставки',
  unknownQuestion: 'Неизвестный вопрос раздела',
  productNotFound: 'Товар не найден',
  // The catalogue (docs/product/admin.md#catalogue).
  productArchived: 'Товар в архиве: верните его из архива, чтобы изменить',
  groupNotFound: 'Группа товаров не найдена',
  groupOfOtherKind: (kindTitle: string) =>
    `Эта группа не для вида «${kindTitle}»: выберите группу этого вида`,
  publishNeedsFood: (fields: readonly string[]) =>
    `Чтобы опубликовать товар, заполните: ${fields.join(', ')}`,
  boxPricesRequired: 'Укажите цену вкуса в боксе на 4, 8 и 12 штук',
  boxPricesRange: 'Цена в боксе — от 1 до 1 000 000 ₽',
  boxPricesNotForKind: 'Цены за 4, 8 и 12 штук бывают только у батончиков, брауни, напитков и вкусов бокса',
  contentsRequired: 'Выберите вкусы готового бокса',
  contentsNotForKind: 'Вкусы внутри бывают только у готового бокса',
  contentsRepeated: 'Каждый вкус укажите один раз — с нужным количеством',
  contentsUnknown: (id: number) => `Товар #${id} не найден: выберите вкусы из каталога`,
  contentsNotFood: (name: string) =>
    `«${name}» нельзя положить в готовый бокс: выберите батончики, брауни, пироги или напитки`,
  contentsArchived: (name: string) => `«${name}» в архиве: выберите другой вкус`,
  contentsSelf: 'Готовый бокс не может лежать сам в себе',
  sizesNotForKind: 'Размеры бывают только у мерча',
  sizesRepeated: 'Каждый размер укажите один раз',
  sizesWithQuantity: 'У мерча с размерами остаток указывается для каждого размера',
  giftCardTaken: (amount: number) => `Карта на ${amount} ₽ в этой группе уже есть`,
  giftCardOtherType: 'В этой группе карты другого вида (электронные или пластиковые): выберите другую группу',
  orderMismatch: 'Перечислите все товары группы, кроме архивных, — каждый по одному разу',
  stockBelowHeld: (held: number) =>
    `Нельзя поставить остаток меньше ${held} шт.: столько уже отложено в корзинах и неоплаченных заказах`,
  orderNotFound: 'Заказ не найден',
  statusNotAllowed: 'Такой статус нельзя поставить этому заказу',
  cancelNotAllowed: 'Этот заказ уже нельзя отменить',
  lastAdmin: 'Нельзя снять права с последнего администратора',
  envAdmin: 'Этот администратор задан в ADMIN_EMAILS: уберите адрес оттуда',
  adminNotFound: 'Администратор не найден',
  videoTooBig: (mb: number) => `Файл больше ${mb} МБ`,
  videoType: 'Загрузите видео MP4 или WebM',
  posterType: 'Обложка должна быть картинкой JPEG, PNG или WebP',
  videoFields: 'Укажите название и выберите файл',
  videoNotFound: 'Видео не найдено',
  videoTitleLong: (max: number) => `Название не длиннее ${max} символов`,
  videoDescriptionLong: (max: number) => `Описание не длиннее ${max} символов`,
} as const;
