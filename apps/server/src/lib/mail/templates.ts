import { CODE_TTL_MINUTES } from '@shop/shared/accounts/messages';
import type { Mail } from './mailer.ts';

/**
 * The shop's mails: Russian, in the brand's colours, HTML with a plain-text part. Mail clients ignore
 * stylesheets, so the styles are inline; every value put into the HTML is escaped.
 */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A paragraph is one line in the text part, whatever was put into it (shopper text: see shopper-text.ts). */
const oneLine = (value: string) => value.replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, ' ');

export interface Letter {
  kind: string;
  to: string;
  subject: string;
  heading: string;
  /** Paragraphs of plain text; anything a shopper typed in them goes through shopperText(). */
  lines: string[];
  /** A one-time code shown large. */
  code?: string;
  /** Paragraphs after the code, card and button. */
  more?: string[];
  /** A gift card, framed to be printed: its amount, code and validity. */
  card?: { amount: string; code: string; validUntil: string };
  /** A button (and its address in the text part). */
  action?: { label: string; url: string };
  footnote: string;
}

export function compose(letter: Letter): Mail {
  const lines = letter.lines.map(oneLine);
  const more = (letter.more ?? []).map(oneLine);
  const html = (paragraph: string[]) =>
    paragraph
      .map(
        (line) =>
          `<p style="margin:0 0 14px;font-size:16px;line-height:1.5;color:#3d261a">${escapeHtml(line)}</p>`,
      )
      .join('');
  const paragraphs = html(lines);
  const code = letter.code
    ? `<p style="margin:8px 0 22px;font-family:'Courier New',monospace;font-size:36px;font-weight:700;letter-spacing:12px;color:#5b3a29;background:#fff4e6;border-radius:12px;padding:14px 0;text-align:center">${escapeHtml(letter.code)}</p>`
    : '';
  const card = letter.card
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 22px;border:2px dashed #c2185b;border-radius:16px"><tr><td style="padding:18px 20px;text-align:center">
<p style="margin:0 0 4px;font-size:14px;color:#7a5a48">Подарочная карта humbl</p>
<p style="margin:0 0 12px;font-size:32px;font-weight:800;color:#5b3a29">${escapeHtml(letter.card.amount)}</p>
<p style="margin:0 0 4px;font-size:13px;color:#7a5a48">Код карты</p>
<p style="margin:0 0 12px;font-family:'Courier New',monospace;font-size:24px;font-weight:700;letter-spacing:2px;color:#5b3a29;background:#fff4e6;border-radius:10px;padding:10px 0">${escapeHtml(letter.card.code)}</p>
<p style="margin:0;font-size:14px;color:#3d261a">Действует до ${escapeHtml(letter.card.validUntil)}</p>
</td></tr></table>`
    : '';
  const action = letter.action
    ? `<p style="margin:8px 0 22px"><a href="${escapeHtml(letter.action.url)}" style="display:inline-block;background:#c2185b;color:#ffffff;text-decoration:none;font-weight:700;border-radius:999px;padding:12px 24px">${escapeHtml(letter.action.label)}</a></p>`
    : '';
  const page = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#fff4e6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:20px;overflow:hidden">
<tr><td style="background:#5b3a29;padding:20px 28px;color:#fff4e6;font-size:24px;font-weight:800;letter-spacing:1px">humbl<span style="color:#d98b3a">.</span></td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#5b3a29">${escapeHtml(letter.heading)}</h1>
${paragraphs}${code}${card}${action}${html(more)}
<p style="margin:18px 0 0;font-size:13px;line-height:1.5;color:#7a5a48">${escapeHtml(letter.footnote)}</p>
</td></tr>
<tr><td style="background:#f7e3cc;padding:14px 28px;font-size:12px;color:#7a5a48">humbl — протеиновые батончики, брауни и напитки. Это письмо отправлено автоматически, отвечать на него не нужно.</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    letter.heading,
    '',
    ...lines,
    ...(letter.code ? ['', `Код: ${letter.code}`] : []),
    ...(letter.card
      ? [
          '',
          `Подарочная карта humbl на ${letter.card.amount}`,
          `Код карты: ${letter.card.code}`,
          `Действует до ${letter.card.validUntil}`,
        ]
      : []),
    ...(letter.action ? ['', `${letter.action.label}: ${letter.action.url}`] : []),
    ...(more.length > 0 ? ['', ...more] : []),
    '',
    letter.footnote,
    '',
    '— humbl',
  ].join('\n');
  return { kind: letter.kind, to: letter.to, subject: letter.subject, text, html: page };
}

const notYou = 'Если вы ничего не запрашивали, просто проигнорируйте это письмо: без кода никто не войдёт.';

export const loginCodeMail = (to: string, code: string): Mail =>
  compose({
    kind: 'login-code',
    to,
    subject: `Код для входа в humbl: ${code}`,
    heading: 'Ваш код для входа',
    lines: [
      `Введите этот код на сайте, чтобы войти в личный кабинет. Код действует ${CODE_TTL_MINUTES} минут.`,
    ],
    code,
    footnote: notYou,
  });

export const changeEmailCodeMail = (to: string, code: string): Mail =>
  compose({
    kind: 'email-change-code',
    to,
    subject: `Код подтверждения нового email: ${code}`,
    heading: 'Подтвердите новый email',
    lines: [
      'Этот адрес указали как новый email аккаунта humbl. Введите код в профиле, чтобы подтвердить смену.',
      `Код действует ${CODE_TTL_MINUTES} минут.`,
    ],
    code,
    footnote: 'Если вы не меняли email, проигнорируйте письмо: адрес не изменится без кода.',
  });

/** The code that confirms deleting the account (docs/product/personal-data.md#the-shoppers-rights). */
export const deleteAccountCodeMail = (to: string, code: string): Mail =>
  compose({
    kind: 'delete-account-code',
    to,
    subject: `Код для удаления аккаунта humbl: ${code}`,
    heading: 'Удаление аккаунта',
    lines: [
      'Вы попросили удалить аккаунт humbl. Введите этот код в профиле, чтобы подтвердить удаление.',
      `Код действует ${CODE_TTL_MINUTES} минут. После удаления имя, телефон и email сотрутся из аккаунта и заказов, а войти в аккаунт будет нельзя.`,
    ],
    code,
    footnote: 'Если вы не удаляли аккаунт, проигнорируйте письмо: без кода аккаунт останется.',
  });

export const recoveryCodeMail = (to: string, code: string): Mail =>
  compose({
    kind: 'recovery-code',
    to,
    subject: `Код восстановления доступа: ${code}`,
    heading: 'Восстановление доступа',
    lines: [
      'Этот адрес указали как новый контакт аккаунта humbl, доступ к старому контакту которого утерян.',
      `Введите код на сайте. Код действует ${CODE_TTL_MINUTES} минут.`,
    ],
    code,
    footnote: notYou,
  });

export const emailChangedMail = (to: string, newEmail: string): Mail =>
  compose({
    kind: 'email-changed',
    to,
    subject: 'Email вашего аккаунта humbl изменён',
    heading: 'Email аккаунта изменён',
    lines: [
      `Вход в ваш аккаунт humbl теперь выполняется по адресу ${newEmail}. Все сеансы завершены.`,
      'Если это были не вы, срочно напишите нам в поддержку: мы вернём доступ.',
    ],
    footnote: 'Письмо отправлено на прежний адрес аккаунта.',
  });

export const recoveryRequestedMail = (
  to: string,
  newContact: string,
  effectiveAt: string,
  cancelUrl: string,
): Mail =>
  compose({
    kind: 'recovery-requested',
    to,
    subject: 'Запрошена смена контакта вашего аккаунта humbl',
    heading: 'Кто-то восстанавливает доступ к вашему аккаунту',
    lines: [
      `Для аккаунта humbl запрошен переход на новый контакт ${newContact}.`,
      `Смена произойдёт ${effectiveAt}. Если это были не вы, отмените её по кнопке ниже — аккаунт останется вашим.`,
    ],
    action: { label: 'Отменить смену контакта', url: cancelUrl },
    footnote: 'Если это вы восстанавливаете доступ, ничего делать не нужно.',
  });

/** Sent again before the move takes effect (recovery reminders), with a cancel link of its own. */
export const recoveryReminderMail = (
  to: string,
  newContact: string,
  effectiveAt: string,
  cancelUrl: string,
): Mail =>
  compose({
    kind: 'recovery-reminder',
    to,
    subject: 'Напоминание: контакт вашего аккаунта humbl скоро сменится',
    heading: 'Ваш аккаунт скоро перейдёт на новый контакт',
    lines: [
      `Напоминаем: для аккаунта humbl запрошен переход на новый контакт ${newContact}.`,
      `Смена произойдёт ${effectiveAt}. Если это были не вы, отмените её по кнопке ниже — аккаунт останется вашим.`,
    ],
    action: { label: 'Отменить смену контакта', url: cancelUrl },
    footnote: 'Если это вы восстанавливаете доступ, ничего делать не нужно.',
  });
