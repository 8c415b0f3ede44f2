// 现场巡检 as the app knows it (server/src/catalog/safety/models/site-inspection.ts): the model, its stops' child
// table and the rules of one stop the app checks before saving it (the server checks them again).
export const SITE_INSPECTION_MODEL_ID = 'vm-site-inspection'
export const PATROL_STOPS = 'patrolStops'

export type StopRow = Record<string, unknown>
export type StopResult = 'normal' | 'problem'

export const STOP_RESULTS: { value: StopResult; label: string; colour: string }[] = [
  { value: 'normal', label: '正常', colour: '#19be6b' },
  { value: 'problem', label: '发现问题', colour: '#fa3534' }
]

export const text = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v))

/** the stored code, or the label the detail's display values carry */
export function stopResult(stop: StopRow): StopResult | '' {
  const r = text(stop.result)
  return STOP_RESULTS.find((o) => o.value === r || o.label === r)?.value ?? ''
}

/** what a stop still lacks before it is kept, '' when nothing; a problem names who rectifies it by when */
export function stopMissing(stop: StopRow): string {
  if (!text(stop.place).trim()) return '请填写巡检部位'
  if (!text(stop.observation).trim()) return '请填写巡检情况'
  if (stopResult(stop) !== 'problem') return ''
  if (!text(stop.hazardCategory)) return '发现问题，请选择隐患类别'
  if (!text(stop.responsible)) return '发现问题，请选择整改责任人'
  if (typeof stop.deadline !== 'number') return '发现问题，请选择整改期限'
  return ''
}

/** HH:mm:ss now, as the time picker stores it */
export const clockNow = (now = new Date()): string => [now.getHours(), now.getMinutes(), now.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':')

/** a new stop: normal until the patroller says otherwise */
export const emptyStop = (): StopRow => ({
  place: '', chainage: '', position: '', arrivedAt: clockNow(), observation: '', result: 'normal', hazardCategory: '', hazardLevel: 'dd-hazardLevel-general',
  requirement: '', responsible: '', deadline: null, photos: [], hazardNo: '', hazardId: ''
})
