import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Enough for every route's usual URLs; a flood of distinct URLs only empties it. */
const REMEMBERED_MATCHES = 1_000;

/**
 * Hono's default router (SmartRouter: RegExpRouter, else TrieRouter) that remembers its answer for a method and
 * path. The API has routes RegExpRouter cannot hold (a literal segment beside a parameter, as
 * `/properties/featured` beside `/properties/:id`), so TrieRouter serves it, and TrieRouter walks its tree and
 * builds new parameter objects on every request (docs/decisions/020). A match depends only on the method and the
 * path, and Hono only reads it. The memory is bounded: when full, it starts again.
 */
export class RememberingRouter<T> implements Router<T> {
  readonly #router: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] });
  readonly #matches = new Map<string, Result<T>>();

  get name() {
    return `Remembering ${this.#router.name}`;
  }

  add(method: string, path: string, handler: T) {
    this.#matches.clear();
    this.#router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.#matches.get(key);
    if (result === undefined) {
      result = this.#router.match(method, path);
      if (this.#matches.size >= REMEMBERED_MATCHES) this.#matches.clear();
      this.#matches.set(key, result);
    }
    return result;
  }
}
