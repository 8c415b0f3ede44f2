// 台账汇总: the records of the ledgers over a period, by test item (a chart of pass rates and a table), by section and
// by month, with 导出Excel of the same query. An item opens its own summary by section and month. Pass rate =
// passed / (passed + failed): records still waiting for values count in neither.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { LabLedgerKind, LabLedgerSummaryVO } from '@shared/api/laboratory'
import { PageState } from '@/components'
import { BarChart, ChartFigures, LineChart } from '@/components/charts'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { saveExport } from '@/engines/lowcode'
import { exportLedgerSummary, getLedgerSummary } from '../api'
import { KIND_NAMES, PERIODS, chinaDate } from '../lib'
import { LabChips } from './chips'
import { RateTable, type RateLine } from './material-summary'
import './laboratory.scss'

type Rate = { records: number; failed: number; passRate: number | null }
const line = (key: string, name: string, r: Rate, onOpen?: () => void): RateLine => ({ key, name, count: r.records, failed: r.failed, passRate: r.passRate, onOpen })
const KIND_OPTIONS = [{ value: '', label: '全部台账' }, ...Object.entries(KIND_NAMES).map(([value, label]) => ({ value, label }))]

export interface LedgerSummaryProps {
  projectId: string
  /** one test item: its summary by section and month */
  itemCode?: string
  /** days back; '' for all */
  days?: string
}

export function LedgerSummary({ projectId, itemCode, days: initialDays = '90' }: LedgerSummaryProps) {
  const [days, setDays] = useState(initialDays)
  const [kind, setKind] = useState('')
  const [s, setS] = useState<LabLedgerSummaryVO | null>(null)
  const [error, setError] = useState('')
  const [exporting, setExporting] = useState(false)
  const query = () => ({ projectId, itemCode, kind: kind as LabLedgerKind | '', from: days ? chinaDate(Date.now(), Number(days)) : undefined })

  const download = async () => {
    if (exporting) return
    const res = await Taro.showModal({ title: '导出', content: '将当前期间的台账汇总及检测记录导出为 Excel 文件？', confirmText: '导出', cancelText: '取消' })
    if (!res.confirm) return
    setExporting(true)
    try {
      await saveExport(await exportLedgerSummary(query()))
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
      setS(await getLedgerSummary(query()))
    } catch (e) {
      setError(errorText(e, '加载失败'))
    }
  }, [projectId, itemCode, days, kind])
  useEffect(() => { setS(null); void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  let body
  if (error) body = <PageState status='error' text={error} onRetry={() => void load()} />
  else if (!s) body = <PageState status='loading' />
  else if (s.records === 0) body = <PageState status='empty' text='该期间没有检测记录' />
  else {
    body = (
      <View>
        <ChartFigures items={[
          { label: '检测记录', value: s.records, unit: '条' }, { label: '合格', value: s.passed, unit: '条' },
          { label: '不合格', value: s.failed, unit: '条' }, { label: '合格率', value: s.passRate ?? 0, unit: '%' }
        ]} />
        {s.pending > 0 && <Text className='lab-note'>另有 {s.pending} 条待录入结果，不计入合格率</Text>}
        {!itemCode && (
          <>
            <BarChart title='各检测项目合格率' unit='%' data={s.byItem.filter((m) => m.passRate !== null).map((m) => ({ label: m.itemName, value: m.passRate ?? 0 }))} />
            <RateTable title='按检测项目' head='检测项目' countLabel='记录' rows={s.byItem.map((m) => line(m.itemCode, m.itemName, m,
              () => void Taro.navigateTo({ url: routes.ledgerSummaryDetail(m.itemCode, days) })))} />
          </>
        )}
        <RateTable title='按合同段' head='合同段' countLabel='记录' rows={s.bySection.map((x) => line(x.contractId, x.contractName, x))} />
        {s.byMonth.length > 1 && <LineChart title='每月合格率' unit='%' data={s.byMonth.map((x) => ({ label: x.period.slice(2), value: x.passRate ?? 0 }))} />}
        <RateTable title='按月份' head='月份' countLabel='记录' rows={s.byMonth.map((x) => line(x.period, x.period, x))} />
        <View className={`lab-btn lab-btn--primary lab-export${exporting ? ' lab-btn--off' : ''}`} onClick={() => void download()}>
          <Text>{exporting ? '导出中…' : '导出Excel'}</Text>
        </View>
      </View>
    )
  }
  return (
    <View className='lab-page lab-page--plain'>
      {itemCode && s?.byItem[0] && <Text className='lab-sum-title'>{s.byItem[0].itemName}</Text>}
      {!itemCode && <LabChips label='台账' options={KIND_OPTIONS} value={kind} onChange={setKind} />}
      <LabChips label='统计期间' options={PERIODS} value={days} onChange={setDays} />
      {body}
    </View>
  )
}
