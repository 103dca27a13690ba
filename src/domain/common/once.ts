/**
 * A function that builds its value on the first call and returns that same value after.
 *
 * The domain's zod schemas are made this way (`projectCreateSchema().safeParse(x)`). Zod builds
 * a schema when its code runs, and that is slow in a browser: the project schemas alone cost
 * ~30 ms of main thread on a phone's first load, paid before a screen that imports them can
 * show, though the screen only parses when the user saves. Built on first use they cost nothing
 * until then.
 */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
