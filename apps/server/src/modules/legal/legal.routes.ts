import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentDocumentsSchema,
  documentKindParamSchema,
  documentVersionParamSchema,
  documentVersionsSchema,
  legalDocumentSchema,
} from '@shop/shared/legal/legal-api';
import { errorAnswers } from '../../lib/route-schemas.ts';
import type { DocumentsService } from './documents.service.ts';

/**
 * What caches may do with an answer: the current versions change when an admin publishes, so a cache asks
 * again each time; a numbered version never changes (docs/product/personal-data.md#documents).
 */
const revalidate = { 'cache-control': 'no-cache' } as const;
const immutable = { 'cache-control': 'public, max-age=31536000, immutable' } as const;

/** /api/legal/*: the published documents and their versions (docs/product/personal-data.md#api). */
export const legalRoutes =
  (documents: DocumentsService): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['legal'];

    app.get(
      '/api/legal/documents',
      {
        schema: {
          tags,
          summary: 'The current version of each document (what the consent checkboxes accept)',
          response: { 200: currentDocumentsSchema },
        },
      },
      async (_request, reply) => {
        reply.headers(revalidate);
        return documents.summaries();
      },
    );

    app.get(
      '/api/legal/documents/:kind',
      {
        schema: {
          tags,
          summary: 'The current version of a document, its text as safe HTML',
          params: documentKindParamSchema,
          response: { 200: legalDocumentSchema, ...errorAnswers(404, 422) },
        },
      },
      async (request, reply) => {
        reply.headers(revalidate);
        return documents.published(request.params.kind);
      },
    );

    app.get(
      '/api/legal/documents/:kind/versions',
      {
        schema: {
          tags,
          summary: 'Every published version of a document, newest first',
          params: documentKindParamSchema,
          response: { 200: documentVersionsSchema, ...errorAnswers(422) },
        },
      },
      async (request, reply) => {
        reply.headers(revalidate);
        return documents.versions(request.params.kind);
      },
    );

    app.get(
      '/api/legal/documents/:kind/versions/:version',
      {
        schema: {
          tags,
          summary: 'One published version of a document (never changes once published)',
          params: documentVersionParamSchema,
          response: { 200: legalDocumentSchema, ...errorAnswers(404, 422) },
        },
      },
      async (request, reply) => {
        const document = await documents.publishedVersion(request.params.kind, request.params.version);
        reply.headers(immutable);
        return document;
      },
    );
  };
