// Names and colours of a batch's test state and the page addresses of the laboratory.
import type { LabState } from '@shared/api/laboratory'
import { routes } from '@/config/routes'

export const STATE_OPTIONS: { value: string; label: string; colour: string }[] = [
  { value: '0', label: '待检', colour: '#ff9900' },
  { value: '1', label: '合格', colour: '#19be6b' },
  { value: '2', label: '不合格', colour: '#fa3534' }
]

export const stateColour = (s: LabState) => STATE_OPTIONS[s]?.colour ?? '#909399'

export const materialUrl = (id: string) => routes.incomingMaterials({ id })
export const addMaterialUrl = () => routes.incomingMaterials({ mode: 'add' })

/** '98.5%' or '—' when nothing was tested */
export const rateText = (r: number | null) => (r === null ? '—' : `${r}%`)

/** yyyy-mm-dd of China time, `days` before `now` */
export function chinaDate(now: number, days = 0): string {
  return new Date(now + 8 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10)
}
