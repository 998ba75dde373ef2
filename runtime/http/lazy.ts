/**
 * `post` for the runtime's start-time modules (the account, sign-in and out): the
 * same call as ./client's, but the client (and ky under it) is fetched on the first request
 * instead of riding in the runtime chunk that every page downloads before anything else.
 * Elements import ./client directly: their chunks load when they are used anyway.
 */
import type { RequestOptions } from './client';

export async function post<T = unknown>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const client = await import('./client');
  return client.post<T>(path, body, options);
}

export type { RequestOptions };
