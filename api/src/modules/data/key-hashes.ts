/**
 * The keys an import has read so far, kept as 64-bit hashes in one open-addressed table: 16 bytes
 * a key at most, where a Set of a million strings took about 100 MB of heap and made every
 * garbage collection walk it (bench:import). Two different keys share a hash with a probability
 * of about n² / 2⁶⁵ (3·10⁻⁸ for a million keys): such a file would be refused as holding a key
 * twice, or a stored key counted as still present.
 */
export class KeyHashes {
  /** Pairs of 32-bit halves; (0, 0) is an empty slot (a hash's low half is never 0). */
  private slots = new Uint32Array(2 * 4096);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds the key; answers false when it was there already. */
  add(key: string): boolean {
    if ((this.count + 1) * 2 > this.slots.length / 2) this.grow();
    return this.place(hashHigh(key), hashLow(key));
  }

  has(key: string): boolean {
    const high = hashHigh(key);
    const low = hashLow(key);
    const mask = this.slots.length / 2 - 1;
    for (let i = (high ^ low) & mask; ; i = (i + 1) & mask) {
      const at = i * 2;
      if (this.slots[at + 1] === 0) return false;
      if (this.slots[at] === high && this.slots[at + 1] === low) return true;
    }
  }

  private place(high: number, low: number): boolean {
    const mask = this.slots.length / 2 - 1;
    for (let i = (high ^ low) & mask; ; i = (i + 1) & mask) {
      const at = i * 2;
      if (this.slots[at + 1] === 0) {
        this.slots[at] = high;
        this.slots[at + 1] = low;
        this.count++;
        return true;
      }
      if (this.slots[at] === high && this.slots[at + 1] === low) return false;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.count = 0;
    for (let at = 0; at < old.length; at += 2) if (old[at + 1] !== 0) this.place(old[at]!, old[at + 1]!);
  }
}

/** FNV-1a over the UTF-16 code units. */
function hashHigh(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A murmur3-style mix over the code units, never 0. */
function hashLow(key: string): number {
  let hash = 0x9747b28c ^ key.length;
  for (let i = 0; i < key.length; i++) {
    let k = Math.imul(key.charCodeAt(i), 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    hash ^= Math.imul(k, 0x1b873593);
    hash = (hash << 13) | (hash >>> 19);
    hash = (Math.imul(hash, 5) + 0xe6546b64) | 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0 || 1;
}
