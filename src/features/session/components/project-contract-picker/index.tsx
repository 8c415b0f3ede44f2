import { useEffect, useState } from 'react'
import { View, Text, ScrollView } from '@tarojs/components'
import { AtFloatLayout } from 'taro-ui'
import { PageState } from '@/components'
import { useSessionStore } from '../../stores/session-store'
import { errorText } from '@/lib/error-text'
import './index.scss'

export interface ProjectContractPickerProps {
  isOpened: boolean
  onClose: () => void
}

type Step = 'project' | 'contract'

const kindLabel: Record<string, string> = {
  construction: '施工',
  supervision: '监理',
  laboratory: '中心试验室',
  owner: '建设单位'
}

/** two steps in one sheet: the project, then that project's contract section; both choices persist at once */
export function ProjectContractPicker({ isOpened, onClose }: ProjectContractPickerProps) {
  const projectList = useSessionStore((s) => s.projectList)
  const project = useSessionStore((s) => s.project)
  const contractList = useSessionStore((s) => s.contractList)
  const contract = useSessionStore((s) => s.contract)
  const [step, setStep] = useState<Step>('project')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const loadProjects = async () => {
    setBusy(true)
    setError('')
    try {
      await useSessionStore.getState().loadProjects()
    } catch (err) {
      setError(errorText(err, '项目列表加载失败'))
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    if (!isOpened) return
    setError('')
    const state = useSessionStore.getState()
    // with a single project there is nothing to choose on the first step: open at its contract sections
    const onlyProject = state.projectList.length === 1 && state.project?.id === state.projectList[0].id
    setStep(onlyProject && state.contractList.length > 0 ? 'contract' : 'project')
    if (state.projectList.length === 0) void loadProjects()
  }, [isOpened])

  const chooseProject = async (id: string) => {
    setBusy(true)
    setError('')
    try {
      await useSessionStore.getState().selectProject(id)
      setStep('contract')
    } catch (err) {
      setError(errorText(err, '合同段加载失败'))
    } finally {
      setBusy(false)
    }
  }

  const chooseContract = (id: string) => {
    try {
      useSessionStore.getState().selectContract(id)
      onClose()
    } catch (err) {
      setError(errorText(err, '切换失败'))
    }
  }

  const renderProjects = () => {
    if (busy && projectList.length === 0) return <PageState status='loading' inline />
    if (error && projectList.length === 0) return <PageState status='error' text={error} onRetry={loadProjects} inline />
    if (projectList.length === 0) return <PageState status='empty' text='您暂未加入任何项目' onRetry={loadProjects} inline />
    return projectList.map((p) => (
      <View
        key={p.id}
        className={`pcp-row${p.id === project?.id ? ' pcp-row--active' : ''}`}
        onClick={() => !busy && chooseProject(p.id)}
      >
        <View className='pcp-row__main'>
          <Text className='pcp-row__title'>{p.fullName}</Text>
          {p.address ? <Text className='pcp-row__note'>{p.address}</Text> : null}
        </View>
        {p.id === project?.id && <Text className='pcp-row__mark'>当前</Text>}
      </View>
    ))
  }

  const renderContracts = () => {
    if (contractList.length === 0) {
      return <PageState status='empty' text='您在该项目下暂无合同段' inline onRetry={onClose} retryText='完成' />
    }
    return contractList.map((c) => (
      <View
        key={c.id}
        className={`pcp-row${c.id === contract?.id ? ' pcp-row--active' : ''}`}
        onClick={() => chooseContract(c.id)}
      >
        <View className='pcp-row__main'>
          <Text className='pcp-row__title'>{c.fullName}</Text>
          <Text className='pcp-row__note'>
            {[kindLabel[c.kind] ?? '', c.contractor].filter(Boolean).join(' · ')}
          </Text>
        </View>
        {c.id === contract?.id && <Text className='pcp-row__mark'>当前</Text>}
      </View>
    ))
  }

  return (
    <AtFloatLayout isOpened={isOpened} title={step === 'project' ? '选择项目' : '选择合同段'} onClose={onClose}>
      {/* the sheet stays mounted while closed: render its rows only when they can be seen */}
      {isOpened && (
        <View className='pcp'>
          {step === 'contract' && projectList.length > 1 && (
            <View className='pcp-back' onClick={() => setStep('project')}>
              <Text>‹ 返回选择项目（{project?.fullName}）</Text>
            </View>
          )}
          {error && (projectList.length > 0 || step === 'contract') && <Text className='pcp-error'>{error}</Text>}
          {busy && projectList.length > 0 && <Text className='pcp-busy'>加载中...</Text>}
          <ScrollView scrollY className='pcp-list'>
            {step === 'project' ? renderProjects() : renderContracts()}
          </ScrollView>
        </View>
      )}
    </AtFloatLayout>
  )
}

export default ProjectContractPicker
