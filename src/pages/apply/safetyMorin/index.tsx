import { useRequireSession } from '@/features/session'
import { ModelIndexScreen } from '@/engines/lowcode'
import { SAFETY_MORNING_MODEL_ID } from '@/features/safety'

/**
 * /pages/apply/safetyMorin/index: 安全早班会, the crews' pre-shift safety talks of the project in use, newest first:
 * the day's work and hazards, the precautions, the attendees' sign-in and photos (the register 早班会记录).
 */
export default function SafetyMorningPage() {
  useRequireSession()
  return <ModelIndexScreen id={SAFETY_MORNING_MODEL_ID} title='安全早班会' />
}
