/**
 * Stands in, in the browser build, for TanStack Query's `Mutation` where its
 * mutation cache creates one. Reader pages never mutate, yet the query
 * client's cache imports the class (about 0.6 KB gzip) for every page. The
 * build (scripts/build-client.ts) makes TanStack's mutation observer, which
 * every `useMutation` brings, hand the real class over when its chunk runs,
 * so the class arrives with the first code that can start a mutation.
 */
type MutationClass = new (config: never) => object;

let real: MutationClass | null = null;

export function provideMutation(mutation: MutationClass) {
  real = mutation;
}

export class Mutation {
  constructor(config: never) {
    if (!real) throw new Error('A mutation was started before the code that starts mutations');
    // A constructor that returns an object yields that object: the real mutation.
    // biome-ignore lint/correctness/noConstructorReturn: the stand-in yields the real instance
    return new real(config);
  }
}
