// What the field-service and face punch screens start from: the section's day (fences, rule, today's punches),
// whether the rule asks this user for his face (a registered worker where the rule requires it) with his enrolment,
// and one location fix, taken again on demand. The face screen asks for the enrolment always (`face: 'always'`):
// it is only opened where the rule requires the face, and says so when the user has none.
import { useCallback, useEffect, useState } from 'react'
import type { AttendanceTodayVO } from '@shared/api/attendance'
import type { FaceEnrolmentVO } from '@shared/api/attendance-face'
import { errorText } from '@/lib/error-text'
import { locateOnce, type Fix } from '@/lib/location'
import { getToday } from '../api'
import { getMyFaces } from '../api/face'

export function useFieldDay(opts: { contractId?: string; face?: 'always' | 'when-required' } = {}) {
  const { contractId: first, face: faceWanted = 'when-required' } = opts
  const [today, setToday] = useState<AttendanceTodayVO>()
  const [face, setFace] = useState<FaceEnrolmentVO | null>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [fix, setFix] = useState<Fix | null>(null)
  const [locating, setLocating] = useState(true)

  const locate = useCallback(async () => {
    setLocating(true)
    try { setFix(await locateOnce({ timeoutMs: 10_000 })) } catch { setFix(null) } finally { setLocating(false) }
  }, [])
  const load = useCallback(async (contractId: string | undefined = first) => {
    try {
      const day = await getToday(contractId)
      const wanted = faceWanted === 'always' || (day.rule.requireFace === true && day.worker !== null)
      setFace(wanted ? (await getMyFaces(day.contractId))[0] ?? null : null)
      setToday(day)
      setStatus('ready')
      void locate()
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [first, faceWanted, locate])
  useEffect(() => { void load() }, [load])

  const needsFace = today?.rule.requireFace === true && today.worker !== null
  return { today, face, needsFace, status, error, fix, locating, locate, load }
}
