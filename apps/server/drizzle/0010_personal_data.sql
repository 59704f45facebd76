CREATE TABLE "consent_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"email" text,
	"session_id" text,
	"document_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"privacy_document_id" integer,
	"order_id" integer,
	"order_number" integer,
	"ip" text,
	"user_agent" text,
	"erased_at" timestamp with time zone,
	CONSTRAINT "consent_log_purpose_known" CHECK ("consent_log"."purpose" in ('sign_in', 'checkout', 'withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"body" text NOT NULL,
	"hash" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" integer,
	CONSTRAINT "legal_documents_kind_known" CHECK ("legal_documents"."kind" in ('privacy', 'consent', 'offer')),
	CONSTRAINT "legal_documents_format_known" CHECK ("legal_documents"."format" in ('markdown', 'text'))
);
--> statement-breakpoint
CREATE TABLE "legal_drafts" (
	"kind" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"format" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consent_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_document_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_document_id_legal_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."legal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_privacy_document_id_legal_documents_id_fk" FOREIGN KEY ("privacy_document_id") REFERENCES "public"."legal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_drafts" ADD CONSTRAINT "legal_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_log_at_idx" ON "consent_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "consent_log_user_idx" ON "consent_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "consent_log_document_idx" ON "consent_log" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "consent_log_order_idx" ON "consent_log" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_version_unique" ON "legal_documents" USING btree ("kind","version");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_document_id_legal_documents_id_fk" FOREIGN KEY ("offer_document_id") REFERENCES "public"."legal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_known" CHECK ("verification_codes"."purpose" in ('login', 'change_email', 'recover', 'verify_phone', 'delete_account'));--> statement-breakpoint
-- A published version never changes and never goes: consents name it (docs/product/personal-data.md).
CREATE FUNCTION legal_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'legal_documents: a published version cannot be changed or deleted' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER legal_documents_immutable BEFORE UPDATE OR DELETE ON "legal_documents"
  FOR EACH ROW EXECUTE FUNCTION legal_documents_immutable();--> statement-breakpoint
-- The first versions (an owner replaces the seller's details and texts from the admin's 'Документы').
INSERT INTO "legal_documents" ("kind", "version", "title", "format", "body", "hash", "published_at")
SELECT kind, 1, title, 'markdown', body,
  encode(sha256(convert_to(title || E'\n' || 'markdown' || E'\n' || body, 'UTF8')), 'hex'),
  '2026-11-26T00:00:00Z'
FROM (VALUES
('privacy', 'Политика обработки персональных данных', $privacy$## 1. Кто обрабатывает данные

Оператор персональных данных — ООО «Хамбл» (ОГРН 1227800000000, ИНН 7801000000), 191002, Санкт-Петербург, ул. Рубинштейна, д. 15/17, лит. А, пом. 1-Н. Вопросы о персональных данных: hello@humbl.ru, +7 (812) 555-01-23.

## 2. Какие данные мы обрабатываем

- адрес электронной почты — для входа в личный кабинет, писем о заказах и подарочных картах;
- имя, фамилия и телефон — чтобы передать заказ и связаться по нему;
- адрес доставки — для доставки курьером;
- история заказов, бонусный счёт и уровень карты лояльности;
- технические данные: IP-адрес и сведения о браузере при входе и оформлении заказа (как доказательство согласия), идентификатор сеанса корзины.

Если вы разрешите веб-аналитику, Яндекс Метрика получит сведения о посещённых страницах и действиях с корзиной.

## 3. Зачем

Для исполнения договора купли-продажи (оформление, оплата, передача заказа, возврат денег), ведения личного кабинета и программы лояльности, выполнения требований закона о бухгалтерском учёте и кассовой технике (54-ФЗ).

## 4. Основания

Согласие на обработку персональных данных, договор с вами (публичная оферта) и обязанности, которые на нас возлагает закон.

## 5. Кому передаём

Платёжному сервису (ЮKassa) — сумму и контакт для отправки кассового чека; курьеру — имя, телефон и адрес заказа. Другим лицам данные не передаются, кроме случаев, предусмотренных законом.

## 6. Сроки и удаление

Данные хранятся, пока действует аккаунт или согласие. Данные гостей по неоплаченным заказам удаляются через 6 месяцев. Сведения, которые закон требует хранить (суммы, состав и даты заказов, чеки), хранятся без имени, телефона и адреса в течение установленных законом сроков.

## 7. Ваши права

В личном кабинете можно посмотреть данные согласия, скачать все данные о себе, отозвать согласие и удалить аккаунт. Также можно написать нам на hello@humbl.ru — ответим в течение 10 рабочих дней.
$privacy$),
('consent', 'Согласие на обработку персональных данных', $consent$Я, действуя свободно, своей волей и в своём интересе, даю ООО «Хамбл» (ОГРН 1227800000000, ИНН 7801000000, 191002, Санкт-Петербург, ул. Рубинштейна, д. 15/17, лит. А, пом. 1-Н) согласие на обработку моих персональных данных на следующих условиях.

**Данные:** адрес электронной почты, фамилия, имя, номер телефона, адрес доставки, сведения о заказах и бонусах, IP-адрес и сведения о браузере.

**Цели:** создание и ведение личного кабинета; оформление, оплата, передача и возврат заказов; отправка кассовых чеков и писем о заказах и подарочных картах; программа лояльности.

**Действия:** сбор, запись, систематизация, накопление, хранение, уточнение, извлечение, использование, передача (предоставление, доступ) платёжному сервису и курьеру в объёме, нужном для заказа, блокирование, удаление и уничтожение — с использованием средств автоматизации и без них.

**Срок:** согласие действует до его отзыва. Отозвать согласие можно в личном кабинете (раздел «Профиль») или письмом на hello@humbl.ru. После отзыва оператор прекращает обработку и удаляет данные, кроме тех, которые обязан хранить по закону.

С Политикой обработки персональных данных ознакомлен(а).
$consent$),
('offer', 'Публичная оферта', $offer$## 1. Продавец

ООО «Хамбл», ОГРН 1227800000000, ИНН 7801000000. Адрес: 191002, Санкт-Петербург, ул. Рубинштейна, д. 15/17, лит. А, пом. 1-Н. Электронная почта: hello@humbl.ru, телефон: +7 (812) 555-01-23.

## 2. Предмет

Продавец продаёт, а покупатель покупает товары, представленные в интернет-магазине humbl: батончики, брауни и пироги, напитки, наборы, мерч и электронные подарочные карты. Основные свойства товара, его состав, пищевая ценность и срок годности указаны на странице товара.

## 3. Заключение договора

Договор заключается, когда покупатель оформляет заказ и принимает условия этой оферты. Редакция оферты, принятая при заказе, сохраняется вместе с заказом.

## 4. Цена и оплата

Цены указаны в рублях на странице товара и в корзине. Заказ оплачивается онлайн по ссылке на оплату; часть суммы можно оплатить бонусами и подарочными картами по правилам программы лояльности и подарочных карт. Кассовый чек приходит на электронную почту.

## 5. Получение

Самовывоз из магазинов humbl в Санкт-Петербурге — бесплатно. Доставка курьером по Санкт-Петербургу в будни с 12:00 до 18:00 — 300 ₽. Электронные подарочные карты приходят на электронную почту.

## 6. Возврат

- **Продукты питания** надлежащего качества обмену и возврату не подлежат. Если товар оказался ненадлежащего качества (повреждён, просрочен, не соответствует описанию), напишите нам в течение срока годности — вернём деньги или заменим товар.
- **Мерч** надлежащего качества можно вернуть в течение 7 дней после получения, если он не был в употреблении и сохранены его вид, ярлыки и документ об оплате; деньги возвращаются в течение 10 дней после получения требования, за вычетом расходов на доставку курьером.
- **Подарочные карты** действуют 12 месяцев; неиспользованную карту можно вернуть, пока ею ничего не оплачено.
- Деньги возвращаются тем же способом, которым был оплачен заказ.

## 7. Персональные данные

Персональные данные покупателя обрабатываются по Политике обработки персональных данных и с согласия покупателя.
$offer$)
) AS documents(kind, title, body);
