import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { PageState } from '../page-state'
import './charts.scss'

export type ChartStatus = 'loading' | 'error' | 'empty' | 'ready'

export interface ChartPanelProps {
  title: string
  status: ChartStatus
  /** the error to show (error) */
  error?: string
  onRetry?: () => void
  emptyText?: string
  /** beside the title: a switch of what the chart shows */
  extra?: ReactNode
  children?: ReactNode
}

/** a titled chart box that says loading, empty or failed (with 重试) the way every screen of the app does */
export function ChartPanel({ title, status, error, onRetry, emptyText, extra, children }: ChartPanelProps) {
  return (
    <View className='chart-panel'>
      <View className='chart-panel__head'>
        <Text className='chart-panel__title'>{title}</Text>
        {extra}
      </View>
      {status === 'loading' && <PageState status='loading' inline />}
      {status === 'error' && <PageState status='error' inline text={error} onRetry={onRetry} />}
      {status === 'empty' && <PageState status='empty' inline text={emptyText ?? '暂无数据'} />}
      {status === 'ready' && children}
    </View>
  )
}
