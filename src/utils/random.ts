const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random id of letters and digits, starting with a letter so it is also a valid element id. For keys and
 * client-side ids only: Math.random is all the mini-program offers synchronously, so never use it as a secret.
 */
export function randomId(length = 32): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`id length must be a whole number >= 0, got ${length}`)
  let id = ''
  for (let i = 0; i < length; i += 1) {
    const pool = i === 0 ? 52 : ALPHABET.length
    id += ALPHABET[Math.floor(Math.random() * pool)]
  }
  return id
}

/** a random integer with min <= n <= max; 0 when the bounds are not numbers or hold no integer */
export function randomInt(min: number, max: number): number {
  if (typeof min !== 'number' || typeof max !== 'number' || !Number.isFinite(min) || !Number.isFinite(max)) return 0
  const low = Math.ceil(min)
  const high = Math.floor(max)
  if (low > high) return 0
  return low + Math.floor(Math.random() * (high - low + 1))
}
