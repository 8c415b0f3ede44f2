// Dotted field paths: 'tableField1.0.amount' addresses the amount of the first row of a child table. Values are
// never mutated: setPath copies every object and array along the path, so a subscriber comparing references sees
// exactly which branches changed. A '*' segment in a rule name stands for every row of an array.
export type PathValues = Record<string, unknown>

export const splitPath = (name: string): string[] => (name === '' ? [] : name.split('.'))

const isIndex = (segment: string) => /^\d+$/.test(segment)

export function getPath(values: unknown, name: string): unknown {
  let current: unknown = values
  for (const segment of splitPath(name)) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[segment]
  }
  return current
}

function setIn(container: unknown, segments: string[], value: unknown): unknown {
  const [head, ...rest] = segments
  if (Array.isArray(container) && isIndex(head)) {
    const copy = container.slice()
    copy[Number(head)] = rest.length ? setIn(copy[Number(head)], rest, value) : value
    return copy
  }
  const base: Record<string, unknown> =
    container !== null && typeof container === 'object' && !Array.isArray(container) ? { ...(container as PathValues) } : {}
  // a missing container is created as an array when the next segment is a row index
  const child = base[head] ?? (rest.length && isIndex(rest[0]) ? [] : undefined)
  base[head] = rest.length ? setIn(child, rest, value) : value
  return base
}

/** a copy of values with name set to value (values itself is untouched) */
export function setPath<T extends PathValues>(values: T, name: string, value: unknown): T {
  const segments = splitPath(name)
  if (!segments.length) return values
  return setIn(values, segments, value) as T
}

export const isPattern = (name: string): boolean => splitPath(name).includes('*')

/** does a concrete path match a rule name whose '*' segments stand for row indexes */
export function matchesPattern(pattern: string, name: string): boolean {
  const p = splitPath(pattern)
  const n = splitPath(name)
  return p.length === n.length && p.every((segment, i) => segment === n[i] || (segment === '*' && isIndex(n[i])))
}

/** the concrete paths a rule name covers for the current values ('t.*.a' -> 't.0.a', 't.1.a' for two rows) */
export function expandPattern(pattern: string, values: unknown): string[] {
  const segments = splitPath(pattern)
  let prefixes = ['']
  for (const segment of segments) {
    const next: string[] = []
    for (const prefix of prefixes) {
      if (segment !== '*') {
        next.push(prefix ? `${prefix}.${segment}` : segment)
        continue
      }
      const rows = getPath(values, prefix)
      if (Array.isArray(rows)) rows.forEach((_, i) => next.push(prefix ? `${prefix}.${i}` : String(i)))
    }
    prefixes = next
  }
  return prefixes
}

/** is child a path strictly inside parent ('t.0.a' is inside 't' and 't.0') */
export const isInside = (parent: string, child: string): boolean => child.startsWith(`${parent}.`)
