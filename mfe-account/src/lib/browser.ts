/** Leaves the site for another address (a sign-in provider); one place so tests can stand in for it. */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
