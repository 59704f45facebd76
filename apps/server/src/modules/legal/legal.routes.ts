import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentsService } from './documents.service.ts';

/** /api/legal/*: the published documents and their versions (docs/product/personal-data.md#api). */
export const legalRoutes =
  (_documents: DocumentsService): FastifyPluginAsyncZod =>
  async () => {};
