export interface StoredCard {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/**
 * Drawn cards kept in memory, least recently used first out once they pass
 * `maxBytes`. Keys carry the card's version, so a changed article is a new
 * key and its old card simply ages out. Requests for a card being drawn wait
 * for that one drawing instead of starting another.
 */
export class CardStore {
  private readonly cards = new Map<string, StoredCard>();
  private readonly drawing = new Map<string, Promise<StoredCard>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.cards.size;
  }

  /** The card under `key`, drawn with `draw` when it is not kept. */
  get(key: string, draw: () => Promise<Uint8Array>): Promise<StoredCard> {
    const kept = this.cards.get(key);
    if (kept) {
      // Map order is the eviction order: move the card to the back.
      this.cards.delete(key);
      this.cards.set(key, kept);
      return Promise.resolve(kept);
    }
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = draw()
        .then((drawn) => {
          const card = {
            bytes: new Uint8Array(drawn),
            etag: `"${Bun.hash(drawn).toString(36)}"`,
          };
          this.keep(key, card);
          return card;
        })
        .finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return pending;
  }

  private keep(key: string, card: StoredCard): void {
    if (card.bytes.byteLength > this.maxBytes) return;
    this.cards.set(key, card);
    this.bytes += card.bytes.byteLength;
    for (const [oldest, old] of this.cards) {
      if (this.bytes <= this.maxBytes) break;
      this.cards.delete(oldest);
      this.bytes -= old.bytes.byteLength;
    }
  }
}
