// The pieces every dashboard screen shares: the scope switch (whole project or the section in use), a card that
// opens its page, and a card's states (loading, failed with 重试, or the figures with a note while they refresh).
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import type { DashboardScope } from '../hooks/use-dashboard-scope'
import type { CardState } from '../hooks/use-card'
import './dashboard.scss'

export function ScopeBar({ scope }: { scope: DashboardScope }) {
  const { section, whole, setWhole, projectName } = scope
  return (
    <View className='dash-scope'>
      <Text className='dash-scope__project'>{projectName}</Text>
      {section ? (
        <View className='dash-scope__switch' role='radiogroup' aria-label='统计范围'>
          <View className={`dash-scope__opt ${whole ? 'dash-scope__opt--on' : ''}`} role='radio' aria-checked={whole} onClick={() => setWhole(true)}>全项目</View>
          <View className={`dash-scope__opt ${!whole ? 'dash-scope__opt--on' : ''}`} role='radio' aria-checked={!whole} onClick={() => setWhole(false)}>{section.name}</View>
        </View>
      ) : null}
    </View>
  )
}

export interface CardBoxProps<T> {
  title: string
  state: CardState<T>
  /** opens the card's page */
  onOpen?: () => void
  children: (data: T) => ReactNode
}

/** a dashboard card: its title (and 详情 when it opens a page), then its figures or why there are none */
export function CardBox<T>({ title, state, onOpen, children }: CardBoxProps<T>) {
  const { data, loading, error, reload } = state
  return (
    <View className='dash-card'>
      <View className='dash-card__head' onClick={onOpen} role={onOpen ? 'link' : undefined} aria-label={onOpen ? `${title}详情` : undefined}>
        <Text className='dash-card__title'>{title}</Text>
        {onOpen ? <Text className='dash-card__more'>详情 ›</Text> : null}
      </View>
      {data !== undefined ? (
        <View onClick={onOpen}>
          {children(data)}
          {error ? <View className='dash-card__stale' role='alert'>{`${error}，显示的是上次的数据`}</View> : null}
        </View>
      ) : error ? (
        <PageState status='error' inline text={error} onRetry={() => void reload()} />
      ) : loading ? (
        <PageState status='loading' inline />
      ) : null}
    </View>
  )
}

/** a screen's body for one card: the full-page states until there is data */
export function CardBody<T>({ state, children }: { state: CardState<T>; children: (data: T) => ReactNode }) {
  const { data, loading, error, reload } = state
  if (data !== undefined) {
    return (
      <View className='dash-body'>
        {error ? <View className='dash-card__stale' role='alert'>{`${error}，显示的是上次的数据`}</View> : null}
        {children(data)}
      </View>
    )
  }
  if (error) return <PageState status='error' text={error} onRetry={() => void reload()} />
  return loading ? <PageState status='loading' /> : <PageState status='empty' />
}

/** a label and its value on one line, the value cut with an ellipsis when long */
export function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className='dash-row'>
      <Text className='dash-row__label'>{label}</Text>
      <Text className='dash-row__value'>{value}</Text>
    </View>
  )
}

export const NO_PROJECT = '请先在工作台选择项目'
