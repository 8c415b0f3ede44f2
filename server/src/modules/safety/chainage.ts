// Chainage text as highway people write it (K12+300, K12+300.5; 桩号, highway-domain.md) and a contract section's
// stake range ('K0+000～K48+350'), in metres. The app stamps and fills the same form (src/utils/chainage.ts).

const CHAINAGE = /^\s*[Kk](\d{1,4})\s*\+\s*(\d{1,3}(?:\.\d{1,3})?)\s*$/

/** 'K12+300' -> 12300; undefined when the text is no chainage (a yard, a camp: places off the line have none) */
export function parseChainage(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined
  const m = CHAINAGE.exec(text)
  if (!m) return undefined
  const metres = Number(m[2])
  if (metres >= 1000) return undefined
  return Number(m[1]) * 1000 + metres
}

/** 'K0+000～K48+350' (～, ~, - or — between) -> [0, 48350]; undefined when either end is missing */
export function parseMileage(text: string | null | undefined): [number, number] | undefined {
  if (!text) return undefined
  const parts = text.split(/[～~—–-]/)
  if (parts.length !== 2) return undefined
  const [a, b] = parts.map(parseChainage)
  if (a === undefined || b === undefined) return undefined
  return a <= b ? [a, b] : [b, a]
}
