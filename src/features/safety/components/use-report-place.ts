// Where a quick report is: one GPS fix on opening, turned into a chainage on the project's (or section's) chainage
// line; the chainage (typed over when the fix is off or missing) names the section responsible and its chiefs.
import { useEffect, useState } from 'react'
import type { HazardPlaceVO } from '@shared/api/safety'
import { locateOnce } from '@/lib/location'
import { storage } from '@/lib/storage'
import { chainageAt, formatChainage } from '@/utils/chainage'
import { getHazardPlace } from '../api/place'
import { positionValue } from '../lib/hazard'
import { errorText } from '@/lib/error-text'
import { rememberPlace, rememberedPlace } from '../lib/place-cache'

export interface ReportPlace {
  locating: boolean
  /** '' until located (or when off the line) */
  chainage: string
  setChainage(text: string): void
  position: string
  /** the section whose stake range holds the chainage; null when none does (or no chainage yet) */
  section: HazardPlaceVO | null
  /** why the section could not be looked up (the server's reason or the network hint); '' otherwise */
  sectionError: string
}

const CHAINAGE = /^K\d{1,4}\+\d{3}(\.\d{1,3})?$/

export function useReportPlace(projectId: string): ReportPlace {
  const [locating, setLocating] = useState(true)
  const [chainage, setChainage] = useState('')
  const [position, setPosition] = useState('')
  const [section, setSection] = useState<HazardPlaceVO | null>(null)
  const [sectionError, setSectionError] = useState('')

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
      setSectionError('')
      return undefined
    }
    let live = true
    setSectionError('')
    // without signal the sections told before answer (a report is then kept in the outbox); with none of those, a
    // failed lookup is not "off the line": say why, so the reporter does not re-type a right chainage
    getHazardPlace(projectId, chainage).then(
      (s) => {
        if (s) rememberPlace(projectId, s)
        if (live) setSection(s)
      },
      (err: unknown) => {
        if (!live) return
        const known = rememberedPlace(projectId, chainage)
        setSection(known)
        setSectionError(known ? '' : errorText(err, '责任合同段查询失败'))
      }
    )
    return () => {
      live = false
    }
  }, [projectId, chainage])

  return { locating, chainage, setChainage, position, section, sectionError }
}
