/**
 * features/custom-box's public entry, the only one other features import: the custom box builder's saved
 * boxes.
 */
export { getBox } from './api/box-api.ts';
