// 材料汇总: batches, quantity and pass rate of the incoming materials of the project over a period, by material
// (as a chart of pass rates and a table) and by month; a material opens its own summary by supplier and month.
// Pass rate = passed / (passed + failed): batches still waiting for results do not count either way.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { LabRateVO, LabSummaryVO } from '@shared/api/laboratory'
import { PageState } from '@/components'
import { BarChart, ChartFigures, LineChart } from '@/components/charts'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { saveExport } from '@/engines/lowcode'
import { exportSummary, getSummary } from '../api'
import { PERIODS, chinaDate, rateText } from '../lib'
import './laboratory.scss'


export interface MaterialSummaryProps {
  projectId: string
  /** one material: its summary by supplier and month */
  materialCode?: string
  /** days back; '' for all */
  days?: string
}

/** one line of a pass-rate table: the count (批次, 记录), the failed ones and the pass rate */
export interface RateLine { key: string; name: string; count: number; failed: number; passRate: number | null; onOpen?(): void }

function RateRow({ x }: { x: RateLine }) {
  return (
    <View className={`lab-sum-row${x.onOpen ? ' lab-sum-row--link' : ''}`} onClick={x.onOpen}>
      <Text className='lab-sum-row__name'>{x.name}</Text>
      <Text className='lab-sum-row__n'>{x.count}</Text>
      <Text className='lab-sum-row__n lab-sum-row__n--fail'>{x.failed}</Text>
      <Text className={`lab-sum-row__rate${x.passRate !== null && x.passRate < 100 ? ' lab-sum-row__rate--low' : ''}`}>{rateText(x.passRate)}</Text>
    </View>
  )
}

export function RateTable({ title, head, countLabel = '批次', rows }: { title: string; head: string; countLabel?: string; rows: RateLine[] }) {
  return (
    <View className='lab-form'>
      <Text className='lab-form__title'>{title}</Text>
      <View className='lab-sum-row lab-sum-row--head'>
        <Text className='lab-sum-row__name'>{head}</Text><Text className='lab-sum-row__n'>{countLabel}</Text>
        <Text className='lab-sum-row__n'>不合格</Text><Text className='lab-sum-row__rate'>合格率</Text>
      </View>
      {rows.map((x) => <RateRow key={x.key} x={x} />)}
    </View>
  )
}

const line = (key: string, name: string, r: LabRateVO, onOpen?: () => void): RateLine => ({ key, name, count: r.batches, failed: r.failed, passRate: r.passRate, onOpen })

export function MaterialSummary({ projectId, materialCode, days: initialDays = '90' }: MaterialSummaryProps) {
  const [days, setDays] = useState(initialDays)
  const [s, setS] = useState<LabSummaryVO | null>(null)
  const [error, setError] = useState('')
  const [exporting, setExporting] = useState(false)
  const fromOf = (d: string) => (d ? chinaDate(Date.now(), Number(d)) : undefined)

  const download = async () => {
    if (exporting) return
    const res = await Taro.showModal({ title: '导出', content: '将当前期间的材料汇总及进场批次导出为 Excel 文件？', confirmText: '导出', cancelText: '取消' })
    if (!res.confirm) return
    setExporting(true)
    try {
      await saveExport(await exportSummary({ projectId, materialCode, from: fromOf(days) }))
    } catch (e) {
      void Taro.showToast({ title: errorText(e, '导出失败'), icon: 'none', duration: 2500 })
    } finally {
      setExporting(false)
    }
  }

  const load = useCallback(async () => {
    if (!projectId) return
    setError('')
    try {
      setS(await getSummary({ projectId, materialCode, from: fromOf(days) }))
    } catch (e) {
      setError(errorText(e, '加载失败'))
    }
  }, [projectId, materialCode, days])
  useEffect(() => { setS(null); void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  let body
  if (error) body = <PageState status='error' text={error} onRetry={() => void load()} />
  else if (!s) body = <PageState status='loading' />
  else if (s.batches === 0) body = <PageState status='empty' text='该期间没有进场材料' />
  else {
    body = (
      <View>
        <ChartFigures items={[
          { label: '进场批次', value: s.batches, unit: '批' }, { label: '合格', value: s.passed, unit: '批' },
          { label: '不合格', value: s.failed, unit: '批' }, { label: '合格率', value: s.passRate ?? 0, unit: '%' }
        ]} />
        {s.pending > 0 && <Text className='lab-note'>另有 {s.pending} 批待检，不计入合格率</Text>}
        {!materialCode && (
          <>
            <BarChart title='各材料合格率' unit='%' data={s.byMaterial.filter((m) => m.passRate !== null).map((m) => ({ label: m.materialName, value: m.passRate ?? 0 }))} />
            <RateTable title='按材料' head='材料' rows={s.byMaterial.map((m) => line(m.materialCode, `${m.materialName}（${m.quantity}${m.unit}）`, m,
              () => void Taro.navigateTo({ url: routes.materialSummaryDetail(m.materialCode, days) })))} />
          </>
        )}
        <RateTable title='按供应商' head='供应商' rows={s.bySupplier.map((x) => line(x.supplier, x.supplier, x))} />
        {s.byMonth.length > 1 && <LineChart title='每月合格率' unit='%' data={s.byMonth.map((x) => ({ label: x.period.slice(2), value: x.passRate ?? 0 }))} />}
        <RateTable title='按月份' head='月份' rows={s.byMonth.map((x) => line(x.period, x.period, x))} />
        <View className={`lab-btn lab-btn--primary lab-export${exporting ? ' lab-btn--off' : ''}`} onClick={() => void download()}>
          <Text>{exporting ? '导出中…' : '导出Excel'}</Text>
        </View>
      </View>
    )
  }
  return (
    <View className='lab-page lab-page--plain'>
      {materialCode && s?.byMaterial[0] && <Text className='lab-sum-title'>{s.byMaterial[0].materialName}</Text>}
      <View className='lab-chips' role='radiogroup' aria-label='统计期间'>
        {PERIODS.map((p) => (
          <View key={p.value} role='radio' aria-checked={p.value === days} className={`lab-chip${p.value === days ? ' lab-chip--on' : ''}`} onClick={() => setDays(p.value)}>
            <Text>{p.label}</Text>
          </View>
        ))}
      </View>
      {body}
    </View>
  )
}
