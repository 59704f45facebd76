import { documentPath, documentTitles, type DocumentKind } from '@shop/shared/legal/documents';
import type { LegalDocument } from '@shop/shared/legal/legal-api';
import { useParams } from 'react-router';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import { Page, pageStyles } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import screens from '@/components/screens.module.css';
import { ApiError } from '@/lib/api-client.ts';
import { useDocument, useDocumentVersions } from '../api/get-document.ts';
import { versionOf } from '../model/document-address.ts';
import { legalStrings as t } from '../model/strings.ts';
import styles from './document-page.module.css';

/** Главная › the document (› the version, on a version's page). */
function crumbsOf(kind: DocumentKind, version: number | null) {
  const crumbs = [
    { label: 'Главная', path: '/' },
    { label: documentTitles[kind], path: documentPath(kind) },
  ];
  return version === null
    ? crumbs
    : [...crumbs, { label: `Редакция ${version}`, path: documentPath(kind, version) }];
}

/** Every version of the document, newest first, each linking to its page; the one shown is marked. */
function VersionList({ kind, shown }: { kind: DocumentKind; shown: number }) {
  const versions = useDocumentVersions(kind);
  if (!versions.data) {
    return versions.isError ? <p className={styles.muted}>{versions.error.message}</p> : null;
  }
  const newest = versions.data[0]?.version;
  return (
    <ul className={styles.versions}>
      {versions.data.map((v) => (
        <li key={v.version}>
          <AppLink
            to={documentPath(kind, v.version)}
            className={styles.versionLink}
            aria-current={v.version === shown ? 'page' : undefined}
          >
            {t.edition(v.version, v.published_at)}
          </AppLink>
          {v.version === newest ? <span className={styles.badge}>{t.current}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The document as published: its title, version and date, its text (made safe by the server), its versions. */
function DocumentView({ document, numbered }: { document: LegalDocument; numbered: boolean }) {
  const versions = useDocumentVersions(document.kind);
  const newest = versions.data?.[0]?.version;
  const outdated = numbered && newest !== undefined && newest !== document.version;
  return (
    <>
      <PageHeader
        title={document.title}
        crumbs={crumbsOf(document.kind, numbered ? document.version : null)}
        lead={t.edition(document.version, document.published_at)}
      />
      {outdated ? (
        <p className={styles.outdated} role="note">
          {t.notCurrent} <AppLink to={documentPath(document.kind)}>{t.toCurrent}</AppLink>
        </p>
      ) : null}
      <article
        className={`${pageStyles.prose} ${styles.text}`}
        aria-label={document.title}
        // The server renders the text without raw HTML and with safe links only (modules/legal/render.ts).
        dangerouslySetInnerHTML={{ __html: document.html }}
      />
      <section className={styles.versionsBlock} aria-labelledby="document-versions">
        <h2 id="document-versions" className={styles.versionsTitle}>
          {t.versions}
        </h2>
        <VersionList kind={document.kind} shown={document.version} />
      </section>
    </>
  );
}

/** A version that was never published: the app's 404 look, with the way to the current text. */
function MissingVersion({ kind }: { kind: DocumentKind }) {
  return (
    <section className={`${screens.screen} ${screens.inline}`}>
      <title>{`404 - ${t.missingTitle} — humbl`}</title>
      <h1 className={screens.title}>{t.missingTitle}</h1>
      <p className={screens.text}>{t.missingText}</p>
      <AppLink to={documentPath(kind)} className={styles.toCurrent}>
        {documentTitles[kind]}
      </AppLink>
    </section>
  );
}

/**
 * /political (the privacy policy), /legal/{kind} (a document's current version) and /legal/{kind}/{version}
 * (one version, readable forever): docs/product/personal-data.md#documents.
 */
export default function DocumentPage({ kind }: { kind: DocumentKind }) {
  const version = versionOf(useParams().version);
  const versions = useDocumentVersions(kind);
  // A numbered version is asked for once the list shows it was published (else its answer is only a 404).
  const numbered = typeof version === 'number' ? version : null;
  const listed = numbered !== null && versions.data?.some((v) => v.version === numbered) === true;
  const unlisted = numbered !== null && versions.data !== undefined && !listed;
  const document = useDocument(kind, version === null ? null : listed || versions.isError ? numbered : -1);
  const missing =
    version === 'missing' ||
    unlisted ||
    (document.error instanceof ApiError && document.error.status === 404 && version !== null);
  if (missing) return <MissingVersion kind={kind} />;
  return (
    <Page title={document.data?.title ?? documentTitles[kind]}>
      {document.data ? (
        <DocumentView document={document.data} numbered={version !== null} />
      ) : document.isError ? (
        <>
          <PageHeader title={documentTitles[kind]} crumbs={crumbsOf(kind, version)} />
          <div className={styles.failed} role="alert">
            <p>{document.error.message}</p>
            <Button
              variant="secondary"
              disabled={document.isFetching}
              onClick={() => void document.refetch()}
            >
              {t.retry}
            </Button>
          </div>
        </>
      ) : (
        <div className={pageStyles.placeholder} aria-busy="true" />
      )}
    </Page>
  );
}
