/**
 * Leaving or reloading the page, in one replaceable place: the runtime never calls location
 * directly, so tests (and a host page that wants to take over) can substitute these.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
