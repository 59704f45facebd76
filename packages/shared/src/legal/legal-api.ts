import { z } from 'zod';
import { idParamSchema, idSchema } from '../api/ids.ts';
import { cursorSchema, pageInfoShape } from '../api/paging.ts';
import { consentPurposes, documentFormats, documentKinds } from './documents.ts';
import { documentAdminMessages } from './messages.ts';

/**
 * The API of the shop's legal documents, the consent log and the shopper's rights
 * (docs/product/personal-data.md#api), as zod schemas.
 */

// The documents' kinds, titles, formats, pages and the consent purposes live without zod (documents.ts),
// for the footer and every page; here they are for the API's users as before.
export {
  consentPurposeNames,
  consentPurposes,
  documentFormats,
  documentKinds,
  documentPath,
  documentTitles,
  type ConsentPurpose,
  type DocumentFormat,
  type DocumentKind,
} from './documents.ts';

export const documentKindParamSchema = z.object({ kind: z.enum(documentKinds) });
export const documentVersionParamSchema = z.object({
  kind: z.enum(documentKinds),
  version: idParamSchema,
});

const at = z.string().describe('ISO 8601 date-time');

/** One published version of a document (public: GET /api/legal/documents/{kind}[/versions/{version}]). */
export const legalDocumentSchema = z.object({
  kind: z.enum(documentKinds),
  title: z.string(),
  version: z.number().int(),
  published_at: at,
  format: z.enum(documentFormats),
  /** The text made safe to show: Markdown rendered without raw HTML, or plain text escaped. */
  html: z.string(),
  /** SHA-256 (hex) of the version's title, format and text: what a consent names. */
  hash: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** The current version of each document (GET /api/legal/documents): what the checkboxes accept. */
export const documentSummarySchema = z.object({
  kind: z.enum(documentKinds),
  title: z.string(),
  version: z.number().int(),
  published_at: at,
});
export const currentDocumentsSchema = z.array(documentSummarySchema);
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

/** Every published version of a document, newest first (GET /api/legal/documents/{kind}/versions). */
export const documentVersionsSchema = z.array(z.object({ version: z.number().int(), published_at: at }));

/**
 * What the shopper ticked, as the versions shown (verify-code's `consent`, the order's `consents`): a version
 * other than the current one is refused, so a consent always names the text the shopper was shown.
 */
export const consentVersionSchema = idSchema;
export const orderConsentsSchema = z.object({
  /** The consent to processing personal data: needed from guests and accounts without a current one. */
  personal_data: consentVersionSchema.optional(),
  /** The public offer: needed with every order. */
  offer: consentVersionSchema.optional(),
});
export type OrderConsents = z.infer<typeof orderConsentsSchema>;

/** One line of the profile's consents. */
export const givenConsentSchema = z.object({
  kind: z.enum(documentKinds),
  title: z.string(),
  version: z.number().int(),
  purpose: z.enum(consentPurposes),
  order_number: z.number().int().nullable(),
  at,
});

/** GET /api/users/consents (and the answer of POST /api/users/consents/withdraw). */
export const accountConsentsSchema = z.object({
  personal_data: z.object({
    /** The checkout must ask for it (none given, an older version, or withdrawn). */
    needed: z.boolean(),
    current_version: z.number().int().nullable(),
  }),
  given: z.array(givenConsentSchema),
  /** When the processing consent was withdrawn (null: not withdrawn, or given again since). */
  withdrawn_at: at.nullable(),
  /** When a withdrawn account's personal data will be erased (the shop's retention after withdrawal). */
  erase_after: at.nullable(),
  /** PERSONAL_DATA_RETENTION_DAYS: how long after a withdrawal the account is erased (the dialog says when). */
  retention_days: z.number().int(),
});
export type AccountConsents = z.infer<typeof accountConsentsSchema>;

const deleteCodeShape = { message: 'Введите 5 цифр кода' };

/** POST /api/users/delete/confirm: the code mailed by POST /api/users/delete/request. */
export const deleteAccountBodySchema = z.object({
  code: z
    .string()
    .regex(/^\d{5}$/, deleteCodeShape)
    .max(5, deleteCodeShape),
});

// --- Admin: documents ---

export const documentDraftBodySchema = z.object({
  title: z.string().trim().min(1, { message: documentAdminMessages.titleEmpty }).max(200),
  format: z.enum(documentFormats),
  body: z.string().max(200_000),
});
export type DocumentDraftBody = z.infer<typeof documentDraftBodySchema>;

export const adminDocumentVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  format: z.enum(documentFormats),
  published_at: at,
  /** The admin who published it (e-mail), null for the seeded first version. */
  published_by: z.string().nullable(),
  hash: z.string(),
  /** How many consents name this version (once one does, the version can never change). */
  acceptances: z.number().int(),
});

/** GET /api/admin/legal/{kind} (and PUT …/draft, POST …/publish): the draft and every version. */
export const adminDocumentSchema = z.object({
  kind: z.enum(documentKinds),
  draft: z.object({
    title: z.string(),
    format: z.enum(documentFormats),
    body: z.string(),
    html: z.string(),
    updated_at: at.nullable(),
    /** The draft differs from the current version (there is something to publish). */
    changed: z.boolean(),
  }),
  versions: z.array(adminDocumentVersionSchema),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** POST /api/admin/legal/preview: a text as the document pages would show it, nothing saved. */
export const documentPreviewBodySchema = documentDraftBodySchema.pick({ format: true, body: true });
export const documentPreviewSchema = z.object({ html: z.string() });

/** GET /api/admin/legal/{kind}/versions/{version}: one version's source and rendering. */
export const adminDocumentVersionDetailSchema = adminDocumentVersionSchema.extend({
  body: z.string(),
  html: z.string(),
});
export type AdminDocumentVersionDetail = z.infer<typeof adminDocumentVersionDetailSchema>;

/** GET /api/admin/legal: each document's current version and whether its draft has changes. */
export const adminDocumentListSchema = z.array(
  z.object({
    kind: z.enum(documentKinds),
    title: z.string(),
    current_version: z.number().int().nullable(),
    published_at: at.nullable(),
    draft_changed: z.boolean(),
  }),
);
export type AdminDocumentList = z.infer<typeof adminDocumentListSchema>;

// --- Admin: the consent log ---

export const consentLogQuerySchema = z.object({
  /** Part of an e-mail, an order number, an account id, a session id or an address. */
  q: z.string().max(200).optional(),
  kind: z.enum(documentKinds).optional(),
  purpose: z.enum(consentPurposes).optional(),
  /** 'YYYY-MM-DD' (Moscow days), inclusive. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .max(10)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .max(10)
    .optional(),
  /** The next_cursor of the page before (docs/product/checkout-and-orders.md#paging); absent: the first page. */
  cursor: cursorSchema,
});
export type ConsentLogQuery = z.input<typeof consentLogQuerySchema>;

export const consentLogEntrySchema = z.object({
  id: z.number().int(),
  at,
  account_id: z.number().int().nullable(),
  email: z.string().nullable(),
  session_id: z.string().nullable(),
  kind: z.enum(documentKinds),
  version: z.number().int(),
  hash: z.string(),
  purpose: z.enum(consentPurposes),
  order_number: z.number().int().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The person's data in this row was erased (account deleted, consent withdrawn, a guest's old order). */
  erased: z.boolean(),
});
export type ConsentLogEntry = z.infer<typeof consentLogEntrySchema>;

export const CONSENT_LOG_PAGE_SIZE = 50;
/** A page of the log; the first page counts the matching rows up to TOTAL_CAP. */
export const consentLogPageSchema = z.object({
  items: z.array(consentLogEntrySchema),
  ...pageInfoShape,
  page_size: z.number().int(),
});
