import type { AdminRoutes } from './admin.ts';

/** TODO(issue 12): routes of this part of /admin. */
export const dashboardRoutes: AdminRoutes = () => async () => {};
