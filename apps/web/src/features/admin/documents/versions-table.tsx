import { documentPath, type DocumentKind } from '@shop/shared/legal/documents';
import type { AdminDocument } from '@shop/shared/legal/legal-api';
import { useId } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { formatMoment } from '../kit/format-moment.ts';
import panel from '../kit/panel.module.css';
import table from '../kit/data-table.module.css';
import { adminDocumentsStrings as t } from './strings.ts';

/**
 * Every version, newest first: when and by whom it was published, how many consents name it (once one
 * does, it is evidence and can never change) and its page on the site.
 */
export function VersionsTable({
  kind,
  versions,
}: {
  kind: DocumentKind;
  versions: AdminDocument['versions'];
}) {
  const headingId = useId();
  return (
    <section className={panel.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={panel.panelTitle}>
        {t.versions}
      </h3>
      {versions.length === 0 ? (
        <p className={table.muted}>{t.noVersions}</p>
      ) : (
        <div
          className={`${table.tableWrap} ${table.flat}`}
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
        >
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t.version}</th>
                <th scope="col">{t.publishedAt}</th>
                <th scope="col">{t.publishedBy}</th>
                <th scope="col" className={table.number}>
                  {t.acceptances}
                </th>
                <th scope="col">{t.hash}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.publicPage}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.version}>
                  <th scope="row" className={table.nowrap}>
                    {v.version}
                  </th>
                  <td className={table.nowrap}>
                    <time dateTime={v.published_at}>{formatMoment(v.published_at)}</time>
                  </td>
                  <td className={table.wide}>{v.published_by ?? t.firstVersion}</td>
                  <td className={table.number}>{v.acceptances}</td>
                  <td>
                    <code className={table.hash} title={v.hash}>
                      {v.hash.slice(0, 10)}…
                    </code>
                  </td>
                  <td className={table.nowrap}>
                    <AppLink
                      to={documentPath(kind, v.version)}
                      className={table.cellLink}
                      aria-label={t.versionLink(v.version)}
                    >
                      {t.show}
                    </AppLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
