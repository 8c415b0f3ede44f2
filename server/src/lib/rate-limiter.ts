// A fixed-window counter per key (IP + account for login). In memory: one instance guards its own logins,
// which is what a brute-force guard needs; several instances each apply the limit.
export class RateLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>()

  constructor(private readonly max: number, private readonly windowMs: number, private readonly now: () => number) {}

  /** counts one hit; returns seconds to wait when over the limit, else 0 */
  hit(key: string): number {
    const t = this.now()
    const cur = this.hits.get(key)
    if (!cur || t - cur.start >= this.windowMs) {
      if (this.hits.size > 50_000) this.sweep(t)
      this.hits.set(key, { start: t, count: 1 })
      return 0
    }
    cur.count += 1
    return cur.count > this.max ? Math.ceil((cur.start + this.windowMs - t) / 1000) : 0
  }

  private sweep(t: number): void {
    for (const [k, v] of this.hits) if (t - v.start >= this.windowMs) this.hits.delete(k)
  }
}
