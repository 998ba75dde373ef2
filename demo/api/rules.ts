/**
 * The spec's validation rules, from runtime/validation.ts: the server refuses exactly what the
 * browser forms refuse (one definition of "mobile" and "e-mail").
 */
export * as rules from '../../runtime/validation.ts';
