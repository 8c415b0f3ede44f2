// The pages of the special tasks' flows (/pages/workFlow/workFlowForm/specialTasksForm/index and
// .../SpecialTaskFlowNotify/index): with ?id=<record id> the record's task (task id = record id) opens the way that
// fits the user (his to-do on it, his launch, otherwise read only); without it the flow's launch form opens for a
// new task or notice. Both show the module's coded forms (special-flow-forms.ts).
import { useCallback, useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { NavBar, PageState, goBack } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { FlowBeforeScreen, encodeFlowConfig, resolveScannedTask } from '@/engines/workflow'
import { bindingVersions, newRecordFlowConfig } from '@/engines/workflow/launch'
import type { SpecialFlow } from '../lib'
import { specialFlowForms } from './special-flow-forms'

type Found = { kind: 'loading' } | { kind: 'task'; config: string } | { kind: 'error'; text: string }

async function find(flow: SpecialFlow, id: string | undefined, me: string): Promise<Found> {
  try {
    if (id) return { kind: 'task', config: encodeFlowConfig(await resolveScannedTask(id, me)) }
    const versions = await bindingVersions(flow, true)
    if (!versions?.length) return { kind: 'error', text: `您没有发起${flow.name}的权限` }
    return { kind: 'task', config: encodeFlowConfig(newRecordFlowConfig(flow, versions[0].id)) }
  } catch (err) {
    return { kind: 'error', text: errorText(err, `${flow.name}打开失败`) }
  }
}

export function SpecialFlowScreen({ flow, id, me }: { flow: SpecialFlow; id?: string; me: string }) {
  const [found, setFound] = useState<Found>({ kind: 'loading' })
  const load = useCallback(() => {
    setFound({ kind: 'loading' })
    void find(flow, id, me).then(setFound)
  }, [flow, id, me])
  useEffect(load, [load])

  if (found.kind === 'task') return <FlowBeforeScreen config={found.config} me={me} systemForms={specialFlowForms} />
  return (
    <View className='page'>
      <NavBar title={flow.name} back onBack={() => goBack(routes.tabWorkbench)} />
      {found.kind === 'loading' && <PageState status='loading' />}
      {found.kind === 'error' && <PageState status='error' text={found.text} onRetry={load} />}
    </View>
  )
}
