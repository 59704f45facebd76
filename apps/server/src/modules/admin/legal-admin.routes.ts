import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  adminDocumentListSchema,
  adminDocumentSchema,
  adminDocumentVersionDetailSchema,
  consentLogPageSchema,
  consentLogQuerySchema,
  documentDraftBodySchema,
  documentKindParamSchema,
  documentPreviewBodySchema,
  documentPreviewSchema,
  documentVersionParamSchema,
} from '@shop/shared/legal/legal-api';
import type { Caller } from '../auth/authenticator.ts';
import type { DocumentAudit } from '../legal/documents.service.ts';
import { errorAnswers, noStore } from '../../lib/route-schemas.ts';
import { adminOf } from './admin-guard.ts';
import type { AdminRoutes } from './admin.ts';
import { recordAudit } from './audit.ts';

/** The consent log's filters without the cursor: what the CSV export takes. */
const consentExportQuerySchema = consentLogQuerySchema.omit({ cursor: true });

/**
 * /api/admin/legal/* (documents: drafts, publishing, versions; docs/product/personal-data.md#documents) and
 * /api/admin/consents (the log, CSV; docs/product/personal-data.md#consents). A published version is never
 * changed here: a draft save and a publish are audited in their own transactions.
 */
export const legalAdminRoutes: AdminRoutes = (deps) => async (app) => {
  const { documents, consentLog } = deps.legal;
  const tags = ['admin'];

  /** The audit row of a draft save or a publish of `kind`, by `caller`. */
  const auditing =
    (caller: Caller, action: 'document.draft' | 'document.publish', kind: string): DocumentAudit =>
    (tx, before, after) =>
      recordAudit(tx, { actor: caller, action, target: `document:${kind}`, before, after, at: deps.now() });

  app.get(
    '/api/admin/legal',
    {
      schema: {
        tags,
        summary: 'Each document with its current version and whether its draft has changes',
        response: { 200: adminDocumentListSchema, ...errorAnswers(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return documents.adminList();
    },
  );

  app.post(
    '/api/admin/legal/preview',
    {
      schema: {
        tags,
        summary: 'A text rendered as the document pages show it (nothing is saved)',
        body: documentPreviewBodySchema,
        response: { 200: documentPreviewSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return documents.preview(request.body.format, request.body.body);
    },
  );

  app.get(
    '/api/admin/legal/:kind',
    {
      schema: {
        tags,
        summary: 'A document: its draft (a copy of the current version until one is saved) and every version',
        params: documentKindParamSchema,
        response: { 200: adminDocumentSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return documents.adminDocument(request.params.kind);
    },
  );

  app.put(
    '/api/admin/legal/:kind/draft',
    {
      schema: {
        tags,
        summary: 'Save the draft of a document (published versions never change)',
        params: documentKindParamSchema,
        body: documentDraftBodySchema,
        response: { 200: adminDocumentSchema, ...errorAnswers(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      reply.headers(noStore);
      return documents.saveDraft(
        kind,
        request.body,
        adminOf(request).user.id,
        auditing(adminOf(request), 'document.draft', kind),
      );
    },
  );

  app.post(
    '/api/admin/legal/:kind/publish',
    {
      schema: {
        tags,
        summary: 'Publish the draft as the next version (409 when it equals the current version)',
        params: documentKindParamSchema,
        response: { 200: adminDocumentSchema, ...errorAnswers(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      reply.headers(noStore);
      return documents.publish(
        kind,
        adminOf(request).user.id,
        auditing(adminOf(request), 'document.publish', kind),
      );
    },
  );

  app.get(
    '/api/admin/legal/:kind/versions/:version',
    {
      schema: {
        tags,
        summary: 'One published version: its source, rendering and how many consents name it',
        params: documentVersionParamSchema,
        response: { 200: adminDocumentVersionDetailSchema, ...errorAnswers(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return documents.adminVersion(request.params.kind, request.params.version);
    },
  );

  app.get(
    '/api/admin/consents',
    {
      schema: {
        tags,
        summary:
          'The consent log, newest first: q = part of an e-mail, order number, account id, session id or ' +
          'address; document, purpose, Moscow days from/to (inclusive); a page at a time (cursor = ' +
          'next_cursor of the page before)',
        querystring: consentLogQuerySchema,
        response: { 200: consentLogPageSchema, ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { cursor, ...search } = request.query;
      reply.headers(noStore);
      return consentLog.page(search, cursor);
    },
  );

  app.get(
    '/api/admin/consents/export.csv',
    {
      schema: {
        tags,
        summary: 'Every consent log row matching the filters, as CSV (UTF-8 with a BOM)',
        querystring: consentExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV'), ...errorAnswers(400, 401, 403, 422) },
      },
    },
    async (request, typedReply) => {
      // The body is a stream of CSV text, which the typed reply does not model.
      const reply = typedReply as unknown as FastifyReply;
      const { filename, stream } = consentLog.csv(request.query);
      return reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(stream);
    },
  );
};
