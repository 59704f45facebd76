import type { Db } from '../../db/client.ts';
import type { DocumentsService } from './documents.service.ts';

/**
 * Consents: what sign-in and checkout must be given, recorded in the consent log with who, which version
 * (and its hash), what for, when, from which address and browser (docs/product/personal-data.md#consents).
 */
export class ConsentsService {
  constructor(
    private readonly db: Db,
    private readonly documents: DocumentsService,
    private readonly now: () => Date,
  ) {}
}
