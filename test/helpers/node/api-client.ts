/** A tiny client for the demo API in node tests: posts JSON, returns the HTTP status and the envelope. */
export interface Answer<T = any> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export function apiClient(base: string) {
  return async function post<T = any>(path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(`${base}/api/web${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const json = (await response.json()) as { code: number; msg: string; data: T };
    return { status: response.status, ...json };
  };
}
