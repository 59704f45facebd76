import { GIFT_MESSAGE_MAX, sendDateRange } from '@shop/shared/gift-cards/rules';
import { useId } from 'react';
import { fieldStyles, TextField } from '@/components/text-field.tsx';
import { lengthOf, type GiftRecipient } from '../model/gift-card-form.ts';
import { giftCardStrings as t } from '../model/gift-card-strings.ts';
import type { GiftCardFormState } from '../model/use-gift-card-form.ts';
import styles from './gift-card-form.module.css';

const recipients: { value: GiftRecipient; label: string }[] = [
  { value: 'self', label: t.toSelf },
  { value: 'gift', label: t.asGift },
];

/** 'Сообщение': a text area with its counter (announced with the field, not on every key) and its error. */
function MessageField({ form }: { form: GiftCardFormState }) {
  const id = useId();
  const error = form.problems.message;
  const length = lengthOf(form.values.message);
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t.message}
      </label>
      <textarea
        id={id}
        name="message"
        className={`${fieldStyles.input} ${styles.textarea}`}
        rows={4}
        value={form.values.message}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-counter${error ? ` ${id}-error` : ''}`}
        onChange={(event) => form.edit('message', event.target.value)}
        onBlur={() => form.check('message')}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t.optional}
      </p>
      <p id={`${id}-counter`} className={`${styles.counter} ${length > GIFT_MESSAGE_MAX ? styles.over : ''}`}>
        {t.messageCounter(length)}
      </p>
      <p id={`${id}-error`} className={fieldStyles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}

/**
 * 'Кому': the buyer ('Себе') or a recipient ('В подарок') with the recipient's e-mail, who it is from, a
 * message and the day to send it (from today up to SEND_AHEAD_DAYS ahead; empty: right after payment).
 */
export function GiftRecipientFields({ form, now }: { form: GiftCardFormState; now: number }) {
  const noteId = useId();
  const [firstDay, lastDay] = sendDateRange(new Date(now));
  const { values, problems } = form;
  return (
    <>
      <fieldset className={styles.group} aria-describedby={values.recipient === 'self' ? noteId : undefined}>
        <legend className={`${fieldStyles.label} ${styles.legend}`}>{t.recipientLegend}</legend>
        <div className={styles.choices}>
          {recipients.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                className={styles.native}
                type="radio"
                name="gift_recipient"
                value={choice.value}
                checked={values.recipient === choice.value}
                onChange={() => form.edit('recipient', choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {values.recipient === 'self' ? (
          <p id={noteId} className={styles.note}>
            {t.toSelfNote}
          </p>
        ) : null}
      </fieldset>
      {values.recipient === 'gift' ? (
        <div className={styles.fields}>
          <TextField
            name="recipient_email"
            label={t.recipientEmail}
            type="email"
            autoComplete="off"
            required
            value={values.recipient_email}
            error={problems.recipient_email}
            onChange={(event) => form.edit('recipient_email', event.target.value)}
            onBlur={() => form.check('recipient_email')}
          />
          <TextField
            name="sender_name"
            label={t.senderName}
            placeholder={t.senderPlaceholder}
            hint={t.optional}
            autoComplete="name"
            value={values.sender_name}
            error={problems.sender_name}
            onChange={(event) => form.edit('sender_name', event.target.value)}
            onBlur={() => form.check('sender_name')}
          />
          <MessageField form={form} />
          <TextField
            name="send_on"
            label={t.sendOn}
            type="date"
            hint={t.sendOnHint}
            min={firstDay}
            max={lastDay}
            value={values.send_on}
            error={problems.send_on}
            onChange={(event) => form.edit('send_on', event.target.value)}
            onBlur={() => form.check('send_on')}
          />
        </div>
      ) : null}
    </>
  );
}
