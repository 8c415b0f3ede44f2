// The chainage line as the forms edit it: one control point per line, "桩号,经度,纬度" (K12+300 or metres; GCJ-02
// coordinates as Tencent and Amap maps show them). The server checks the rules; here only the lines are read.

const CHAINAGE = /^K(\d{1,4})\+(\d{1,3}(?:\.\d+)?)$/i

/** 12300 -> K12+300, 142600.5 -> K142+600.5: what was stored comes back unchanged when the form is saved again */
function chainageText(m) {
  const mm = Math.round(m * 1000)
  const km = Math.floor(mm / 1000000)
  const rest = mm - km * 1000000
  const decimals = rest % 1000 ? `.${String(rest % 1000).padStart(3, '0').replace(/0+$/, '')}` : ''
  return `K${km}+${String(Math.floor(rest / 1000)).padStart(3, '0')}${decimals}`
}

/** the stored points as the textarea shows them */
export function alignmentText(points) {
  return (points || []).map((p) => `${chainageText(p.chainage)},${p.longitude},${p.latitude}`).join('\n')
}

/** "K0+000～K142+600，20 个控制点", or '未设置' */
export function alignmentSummary(points) {
  if (!points || points.length < 2) return '未设置'
  return `${chainageText(points[0].chainage)}～${chainageText(points[points.length - 1].chainage)}，${points.length} 个控制点`
}

function chainageOf(text) {
  const k = CHAINAGE.exec(text)
  if (k) return Number(k[1]) * 1000 + Number(k[2])
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN
}

/** the points of the textarea (null when it is empty: no line); throws naming the first line it cannot read */
export function parseAlignment(text) {
  const rows = String(text || '').split(/\r?\n/).map((r) => r.trim()).filter(Boolean)
  if (rows.length === 0) return null
  return rows.map((row, i) => {
    const parts = row.split(/\s*[,，\t ]\s*/).filter(Boolean)
    const [chainage, longitude, latitude] = [chainageOf(parts[0] || ''), Number(parts[1]), Number(parts[2])]
    if (parts.length !== 3 || ![chainage, longitude, latitude].every(Number.isFinite)) {
      throw new Error(`线路控制点第 ${i + 1} 行应为“桩号,经度,纬度”，如 K12+300,120.2585,30.1160`)
    }
    return { chainage, longitude, latitude }
  })
}

/** the form field (a textarea) of a chainage line */
export const ALIGNMENT_FIELD = {
  name: 'alignment', label: '线路控制点', type: 'textarea', full: true, rows: 6, keys: ['线路'],
  placeholder: 'K0+000,120.2585,30.1160\nK7+963,120.2610,30.0480',
  hint: '每行一个控制点：桩号,经度,纬度（GCJ-02，与腾讯、高德地图一致），桩号递增，至少 2 个；现场照片据此标注桩号。留空表示没有'
}
