let counter = 0;

/** A number unique within this process, for slugs and names that must not collide. */
export function nextSequence(): number {
  counter += 1;
  return counter;
}
