export { default } from '@accrue/federation/vitest';
