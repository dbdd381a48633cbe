/**
 * The catalogue's slots kept in one order (newest first, or title A-Z), so a
 * search walks its candidates in order instead of sorting them. Built on
 * first use; then each changed article is placed by binary search.
 */
export function createSlotOrder(compare: (a: number, b: number) => number) {
  let order: number[] | null = null;

  return {
    /** The order of these slots, built now when it is not yet. */
    slots(all: () => number[]): readonly number[] {
      order ??= all().sort(compare);
      return order;
    },

    insert(slot: number) {
      if (!order) return;
      let low = 0;
      let high = order.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (compare(order[middle]!, slot) < 0) low = middle + 1;
        else high = middle;
      }
      order.splice(low, 0, slot);
    },

    /** Call before the slot's entry is emptied: its place is found by the same comparison. */
    remove(slot: number) {
      if (!order) return;
      const at = order.indexOf(slot);
      if (at >= 0) order.splice(at, 1);
    },

    reset() {
      order = null;
    },
  };
}
