/**
 * A value (a Zod schema, or an object of them) built the first time it is used.
 *
 * Zod builds schemas eagerly at import and that is slow in a browser: the project schemas alone
 * cost ~30 ms of main thread on a phone, paid before a screen that imports them can show,
 * though the screen only parses when the user saves. Built lazily they cost nothing until then.
 * The proxy is typed as the value itself, so callers (and z.infer) cannot tell the difference.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    has: (_, key) => Reflect.has(value(), key),
    // For spreading an object of schemas ({ ...fields }).
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      // The proxy's own target is empty and extensible: it may only report configurable keys.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
