import { useId, useState, type ReactNode } from 'react';
import styles from './accordion.module.css';
import { ChevronDownIcon } from './icons.tsx';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** Questions that open one at a time; each heading is a button controlling its answer. */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className={styles.list}>
      {items.map((item) => {
        const open = openId === item.id;
        const panelId = `${baseId}-${item.id}`;
        return (
          <div key={item.id} className={styles.item}>
            <h2 className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <ChevronDownIcon className={styles.chevron} />
              </button>
            </h2>
            <div id={panelId} role="region" aria-label={item.title} hidden={!open} className={styles.panel}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
