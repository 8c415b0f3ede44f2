// /pages/workFlow/workFlowForm/supervisionTourForm/planChoose: the approved construction schemes of the project a
// supervision tour can follow. Tapping one hands it back to the tour form (TOUR_PLAN_EVENT) and returns there.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { listRecords } from '@/engines/lowcode'
import { APPROVED, CONSTRUCTION_PLAN_MODEL_ID, TOUR_PLAN_EVENT, tourPlanOf } from '../lib'
import './supervision.scss'

type Row = Record<string, unknown>
type State = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'ready'; rows: Row[] }

/** the project's schemes are few (tens): one page of 100, the approved ones shown */
async function approvedPlans(): Promise<Row[]> {
  const page = await listRecords(CONSTRUCTION_PLAN_MODEL_ID, { currentPage: 1, pageSize: 100 })
  return page.list.filter((r) => Number(r.flowState) === APPROVED)
}

export function PlanChooseScreen() {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const load = useCallback(async (quiet = false) => {
    if (!quiet) setState({ kind: 'loading' })
    try {
      setState({ kind: 'ready', rows: await approvedPlans() })
    } catch (err) {
      setState({ kind: 'error', text: errorText(err, '施工方案加载失败') })
    }
  }, [])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => { void load(true).finally(() => Taro.stopPullDownRefresh()) })

  const choose = (row: Row) => {
    Taro.eventCenter.trigger(TOUR_PLAN_EVENT, tourPlanOf(row))
    void Taro.navigateBack()
  }

  return (
    <View className='page'>
      <NavBar title='选择巡视依据方案' back />
      {state.kind === 'loading' && <PageState status='loading' />}
      {state.kind === 'error' && <PageState status='error' text={state.text} onRetry={() => void load()} />}
      {state.kind === 'ready' && state.rows.length === 0 && (
        <PageState status='empty' text='本项目暂无审批通过的施工方案' onRetry={() => void load()} />
      )}
      {state.kind === 'ready' && state.rows.length > 0 && (
        <View className='sv-plans'>
          {state.rows.map((row) => (
            <View key={String(row.id)} className='sv-plan' hoverClass='sv-plan--pressed' onClick={() => choose(row)}>
              <Text className='sv-plan__name'>{String(row.planName ?? '')}</Text>
              <View className='sv-plan__meta'>
                <Text className='sv-plan__tag'>{String(row.category ?? '')}</Text>
                <Text className='sv-plan__place'>{[row.location, row.chainage].filter(Boolean).join('  ')}</Text>
              </View>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
