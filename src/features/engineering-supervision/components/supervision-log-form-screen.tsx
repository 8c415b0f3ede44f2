// /pages/workFlow/workFlowForm/supervisionLogForm/index: a supervision log through 监理日志签认. With ?id=<log
// record id> the log's task (task id = record id) opens the way that fits the user (the chief supervisor's sign-off,
// the engineer's own launch, otherwise read only); without it the flow's launch form for a new log opens.
import { useCallback, useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { NavBar, PageState, goBack } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { FlowBeforeScreen, encodeFlowConfig, resolveScannedTask } from '@/engines/workflow'
import { bindingVersions, newRecordFlowConfig } from '@/engines/workflow/launch'
import { SUPERVISION_LOG_FLOW } from '../lib'

type Found = { kind: 'loading' } | { kind: 'task'; config: string } | { kind: 'error'; text: string }

async function find(id: string | undefined, me: string): Promise<Found> {
  try {
    if (id) return { kind: 'task', config: encodeFlowConfig(await resolveScannedTask(id, me)) }
    const versions = await bindingVersions(SUPERVISION_LOG_FLOW, true)
    if (!versions?.length) return { kind: 'error', text: '您没有发起监理日志签认流程的权限' }
    return { kind: 'task', config: encodeFlowConfig(newRecordFlowConfig(SUPERVISION_LOG_FLOW, versions[0].id)) }
  } catch (err) {
    return { kind: 'error', text: errorText(err, '监理日志打开失败') }
  }
}

export function SupervisionLogFormScreen({ id, me }: { id?: string; me: string }) {
  const [found, setFound] = useState<Found>({ kind: 'loading' })
  const load = useCallback(() => {
    setFound({ kind: 'loading' })
    void find(id, me).then(setFound)
  }, [id, me])
  useEffect(load, [load])

  if (found.kind === 'task') return <FlowBeforeScreen config={found.config} me={me} />
  return (
    <View className='page'>
      <NavBar title='监理日志' back onBack={() => goBack(routes.supervision.supervisionLog)} />
      {found.kind === 'loading' && <PageState status='loading' />}
      {found.kind === 'error' && <PageState status='error' text={found.text} onRetry={load} />}
    </View>
  )
}
