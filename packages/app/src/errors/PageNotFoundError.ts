/** Thrown by a route loader when the address names nothing that can be shown (bad id, unknown folder type). */
export class PageNotFoundError extends Error {
  readonly status = 404;
  constructor(message = 'Page not found') {
    super(message);
    this.name = 'PageNotFoundError';
  }
}
