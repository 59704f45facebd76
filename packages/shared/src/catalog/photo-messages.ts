/**
 * The messages of product photo uploads and edits (/api/admin/products/{id}/photos…;
 * docs/product/catalogue.md#photos) and of review clip posters: the API's `detail`, which the editor shows.
 * Without zod, so a screen can use them without building the API schemas.
 */
export const photoMessages = {
  fields: 'Выберите фото и опишите, что на нём',
  type: 'Загрузите фото JPEG, PNG, WebP, AVIF или HEIC',
  tooBig: (mb: number) => `Фото больше ${mb} МБ`,
  heicUnsupported: 'Формат HEIC не поддерживается — сохраните фото как JPEG',
  unreadable: 'Не удалось прочитать фото: файл повреждён или это не картинка',
  tooManyPixels: (megapixels: number) => `Фото слишком большое: не больше ${megapixels} мегапикселей`,
  altLong: (max: number) => `Описание фото не длиннее ${max} символов`,
  tooMany: (max: number) => `У товара может быть не больше ${max} фото`,
  notFound: 'Фото не найдено',
  order: 'Перечислите все фото товара, каждое по одному разу',
  posterUnreadable: 'Не удалось прочитать обложку: файл повреждён или это не картинка',
} as const;
