import { useCallback, useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { BarChart, ChartFigures } from '@/components/charts'
import { getProjectFigures, type ProjectFigures } from '../../api/project-figures'
import { percentText, wan, wanNumber } from '@/utils/money'
import './index.scss'

export interface ContractDetailsScreenProps {
  projectId: string
  projectName?: string
}

/**
 * 合同段进度: per construction section the caller belongs to, the contract value, the value completed and planned to
 * date and the completion percent, with the project's totals above; a bar per section draws the percents.
 */
export function ContractDetailsScreen({ projectId, projectName }: ContractDetailsScreenProps) {
  const [figures, setFigures] = useState<ProjectFigures | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(() => {
    setError('')
    setFigures(null)
    getProjectFigures(projectId).then(setFigures, (e: Error) => setError(e.message || '加载失败，请重试'))
  }, [projectId])
  useEffect(() => { if (projectId) load() }, [projectId, load])

  let body
  if (!projectId) body = <PageState status='empty' text='请先选择项目' />
  else if (error) body = <PageState status='error' text={error} onRetry={load} />
  else if (!figures) body = <PageState status='loading' />
  else if (figures.list.length === 0) body = <PageState status='empty' text='您所在的合同段暂无施工进度' />
  else {
    body = (
      <View className='contract-details__body'>
        <ChartFigures items={[
          { label: '合同金额', value: wanNumber(figures.contractValue), unit: '万元' },
          { label: '已完成产值', value: wanNumber(figures.doneValue), unit: '万元' },
          { label: '完成比例', value: figures.percent, unit: '%' },
          { label: '计划比例', value: figures.plannedPercent, unit: '%' }
        ]} />
        <BarChart title='各合同段完成比例' unit='%' data={figures.list.map((s) => ({ label: s.enCode, value: s.percent }))} />
        {figures.list.map((s) => (
          <View key={s.contractId} className='contract-details__card'>
            <Text className='contract-details__name'>{s.fullName}</Text>
            <Text className='contract-details__contractor'>{s.contractor}</Text>
            <View className='contract-details__bar'><View className='contract-details__done' style={{ width: `${Math.min(100, s.percent)}%` }} /></View>
            <View className='contract-details__rows'>
              <Text>合同金额：{wan(s.contractValue)}</Text>
              <Text>清单金额：{wan(s.billValue)}</Text>
              <Text>已完成产值：{wan(s.doneValue)}</Text>
              <Text>计划产值：{wan(s.plannedValue)}</Text>
              <Text>完成比例：{percentText(s.percent)}（计划 {percentText(s.plannedPercent)}）</Text>
              <Text>已完成分项：{s.doneItems}/{s.items}</Text>
            </View>
          </View>
        ))}
        <Text className='contract-details__day'>统计截至 {figures.day}</Text>
      </View>
    )
  }
  return (
    <View className='page contract-details'>
      <NavBar title='合同段进度' back />
      {projectName ? <Text className='contract-details__project'>{projectName}</Text> : null}
      {body}
    </View>
  )
}
