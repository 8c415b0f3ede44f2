// The sections a quick report has been told about (GET Hazard/Place), kept per project so that a report made without
// signal still finds the section responsible and its chiefs from the chainage typed: each answer carries the
// section's stake range, and a chainage inside a remembered range names that section.
import type { HazardPlaceVO } from '@shared/api/safety'
import { storage } from '@/lib/storage'

const KEPT_PER_PROJECT = 20

/** 'K12+300' or 'K12+300.5' -> metres; undefined for anything else */
export function chainageMetres(text: string): number | undefined {
  const m = /^K(\d{1,4})\+(\d{3}(?:\.\d{1,3})?)$/i.exec(text.trim())
  return m ? Number(m[1]) * 1000 + Number(m[2]) : undefined
}

/** 'K0+000～K48+350' (or with ~) -> [0, 48350] */
function range(mileage: string): [number, number] | undefined {
  const [from, to] = mileage.split(/[～~]/).map((p) => chainageMetres(p))
  return from === undefined || to === undefined ? undefined : [Math.min(from, to), Math.max(from, to)]
}

export function rememberPlace(projectId: string, place: HazardPlaceVO): void {
  const all = storage.get('hazardPlaces') ?? {}
  const kept = (all[projectId] ?? []).filter((p) => p.contractId !== place.contractId)
  storage.set('hazardPlaces', { ...all, [projectId]: [place, ...kept].slice(0, KEPT_PER_PROJECT) })
}

/** the remembered section of the project whose stake range holds the chainage, or null */
export function rememberedPlace(projectId: string, chainage: string): HazardPlaceVO | null {
  const at = chainageMetres(chainage)
  if (at === undefined) return null
  const places = storage.get('hazardPlaces')?.[projectId] ?? []
  return places.find((p) => {
    const r = range(p.mileage)
    return r !== undefined && at >= r[0] && at <= r[1]
  }) ?? null
}
