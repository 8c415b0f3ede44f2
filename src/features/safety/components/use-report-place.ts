// Where a quick report is: one GPS fix on opening, turned into a chainage on the project's (or section's) chainage
// line; the chainage (typed over when the fix is off or missing) names the section responsible and its chiefs.
import { useEffect, useState } from 'react'
import type { HazardPlaceVO } from '@shared/api/safety'
import { locateOnce } from '@/lib/location'
import { storage } from '@/lib/storage'
import { chainageAt, formatChainage } from '@/utils/chainage'
import { getHazardPlace } from '../api/place'
import { positionValue } from '../lib/hazard'
import { rememberPlace, rememberedPlace } from '../lib/place-cache'

export interface ReportPlace {
  locating: boolean
  /** '' until located (or when off the line) */
  chainage: string
  setChainage(text: string): void
  position: string
  /** the section whose stake range holds the chainage; null when none does (or no chainage yet) */
  section: HazardPlaceVO | null
}

const CHAINAGE = /^K\d{1,4}\+\d{3}(\.\d{1,3})?$/

export function useReportPlace(projectId: string): ReportPlace {
  const [locating, setLocating] = useState(true)
  const [chainage, setChainage] = useState('')
  const [position, setPosition] = useState('')
  const [section, setSection] = useState<HazardPlaceVO | null>(null)

  useEffect(() => {
    let live = true
    locateOnce().then(
      (fix) => {
        if (!live) return
        setPosition(positionValue(fix))
        const contract = storage.get('contract')
        const project = storage.get('project')
        const line = contract?.projectId === projectId && contract.alignment ? contract.alignment : project?.alignment
        const onLine = chainageAt(fix, line)
        if (onLine) setChainage((typed) => typed || formatChainage(onLine.chainage))
      },
      () => undefined
    ).finally(() => live && setLocating(false))
    return () => {
      live = false
    }
  }, [projectId])

  useEffect(() => {
    if (!projectId || !CHAINAGE.test(chainage)) {
      setSection(null)
      return undefined
    }
    let live = true
    // without signal the sections told before answer (a report is then kept in the outbox)
    getHazardPlace(projectId, chainage).then(
      (s) => {
        if (s) rememberPlace(projectId, s)
        if (live) setSection(s)
      },
      () => live && setSection(rememberedPlace(projectId, chainage))
    )
    return () => {
      live = false
    }
  }, [projectId, chainage])

  return { locating, chainage, setChainage, position, section }
}
