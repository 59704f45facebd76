/**
 * features/auth's public entry, the only one other features import: sign-in and the session: the signed-in
 * user, the session's actions, the code-entry parts the account's confirmations reuse.
 */
export { useUser, userQuery } from './api/get-user.ts';
export { requireSession } from './api/require-session.ts';
export { usersCall } from './api/users-call.ts';
export { CodeField } from './components/code-field.tsx';
export { emptyCode } from './components/code-inputs.tsx';
export { ResendButton } from './components/resend-button.tsx';
export { StepMessage } from './components/step-message.tsx';
export { resetAuthStore, selectSignedIn, signedOut, useAuthStore } from './model/auth-store.ts';
export { endSessionLocally, loadSignedInUser, publishUser } from './model/session.ts';

// Loaded on first use, so that they stay out of the code of the pages that may need them.
/** The sign-in modal's module (its default export is the modal). */
export const loadAuthModal = () => import('./components/auth-modal.tsx');
/** The session's module: startSession, completeSignIn… */
export const loadSession = () => import('./model/session.ts');
