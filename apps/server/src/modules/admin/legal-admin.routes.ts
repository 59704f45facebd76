import type { AdminRoutes } from './admin.ts';

/** /api/admin/legal/* (documents: drafts, publishing, versions) and /api/admin/consents (the log, CSV). */
export const legalAdminRoutes: AdminRoutes = () => async () => {};
