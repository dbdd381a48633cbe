/** Ids below this are found through a typed array (4 bytes per id below the largest). */
const DENSE_IDS = 1 << 22;

/**
 * Each stored article's catalogue slot by id. A search looks up every id
 * the full-text index names (tens of thousands for a common word): ids are
 * small integers, so they index a typed array; any other id falls back to
 * a map.
 */
export function createSlotIds() {
  /** By id, its slot + 1 (0: not stored). */
  let dense = new Int32Array(1024);
  let sparse = new Map<number, number>();

  const isDense = (id: number) => Number.isInteger(id) && id >= 0 && id < DENSE_IDS;

  return {
    get(id: number): number | undefined {
      if (!isDense(id)) return sparse.get(id);
      const slot = id < dense.length ? dense[id]! : 0;
      return slot === 0 ? undefined : slot - 1;
    },

    set(id: number, slot: number) {
      if (!isDense(id)) {
        sparse.set(id, slot);
        return;
      }
      if (id >= dense.length) {
        const wider = new Int32Array(Math.min(DENSE_IDS, Math.max(dense.length * 2, id + 1)));
        wider.set(dense);
        dense = wider;
      }
      dense[id] = slot + 1;
    },

    delete(id: number) {
      if (isDense(id)) dense[id] = 0;
      else sparse.delete(id);
    },

    /** Every stored slot, in no order. */
    slots(): number[] {
      const slots: number[] = [];
      for (let id = 0; id < dense.length; id += 1) if (dense[id] !== 0) slots.push(dense[id]! - 1);
      slots.push(...sparse.values());
      return slots;
    },

    reset() {
      dense = new Int32Array(1024);
      sparse = new Map();
    },
  };
}
