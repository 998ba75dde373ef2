/** What the demo's auth/signup takes for a test account: names, terms, and +86 for a mobile number. */
export function signUpBody(account: string, password: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { firstName: 'Test', lastName: 'Shopper', account, password, terms: true, ...(/^\d+$/.test(account) ? { countryCode: '+86' } : {}), ...extra };
}
