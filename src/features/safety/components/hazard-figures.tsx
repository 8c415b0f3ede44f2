// The ledger's figures above the rows: open, overdue and closed this month, and the open ones by level, for the
// project and section in use (the same scope as the rows); counted again whenever the list reloads.
import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { HazardSummaryVO } from '@shared/api/safety'
import { storage } from '@/lib/storage'
import { getHazardSummary } from '../api/summary'
import { errorText } from '@/lib/error-text'

export function HazardFigures({ reloads }: { reloads: number }) {
  const [figures, setFigures] = useState<HazardSummaryVO | null>(null)
  const [failure, setFailure] = useState('')
  useEffect(() => {
    const project = storage.get('project')
    const contract = storage.get('contract')
    const scope = { projectId: project?.id, contractId: contract && contract.projectId === project?.id ? contract.id : undefined }
    let live = true
    getHazardSummary(scope).then(
      (f) => {
        if (!live) return
        setFigures(f)
        setFailure('')
      },
      // the rows below may still load: the header says why its figures are missing instead of vanishing
      (err: unknown) => {
        if (!live) return
        setFigures(null)
        setFailure(errorText(err, '隐患概况加载失败'))
      }
    )
    return () => { live = false }
  }, [reloads])
  if (failure) return <View className='hz-figures hz-figures--failed' role='alert'><Text>{`${failure}，下拉刷新重试`}</Text></View>
  if (!figures) return null
  const cells: [string, number, string?][] = [['未闭合', figures.open], ['已超期', figures.overdue, 'hz-fig--danger'], ['本月闭合', figures.closedThisMonth]]
  return (
    <View className='hz-figures' aria-label='隐患概况'>
      {cells.map(([label, n, cls]) => (
        <View key={label} className={`hz-fig ${cls ?? ''}`}>
          <Text className='hz-fig__n'>{n}</Text>
          <Text className='hz-fig__label'>{label}</Text>
        </View>
      ))}
      <View className='hz-figures__levels'>
        {figures.byLevel.filter((l) => l.total > 0).map((l) => <Text key={l.level}>{`${l.name} 未闭合${l.open}/共${l.total}`}</Text>)}
      </View>
    </View>
  )
}
