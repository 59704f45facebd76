/**
 * features/account's public entry, the only one other features import: the account pages' frame, shared with
 * the orders and loyalty pages.
 */
export { AccountGate, AccountSkeleton } from './components/account-gate.tsx';
export { AccountNav } from './components/account-nav.tsx';
export { SignInPrompt } from './components/sign-in-prompt.tsx';
