// /pages/workFlow/workFlowForm/hazardFrom/index?id=<hazard record id>: a hazard's 隐患整改审批 task, the deep link of
// the hazard's messages. The task id is the record id (jnpf-forms-and-flows §3.7), so the task is read as a scanned
// one is and opens the way that fits the user (his to-do on it for approval, his launch, otherwise read only), with
// the hazard's coded form. A hazard without a task (a 一般隐患 runs its loop on its states) says so and opens the
// hazard instead.
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { NavBar, PageState, goBack } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { getRecordDisplay } from '@/engines/lowcode'
import { FlowBeforeScreen, encodeFlowConfig, resolveScannedTask } from '@/engines/workflow'
import { HAZARD_MODEL_ID } from '../lib/hazard'
import { hazardDetailUrl } from '../lib/pages'
import { safetyFlowForms } from './hazard-flow-form'

type Found = { kind: 'loading' } | { kind: 'task'; config: string } | { kind: 'noFlow'; hazardNo: string } | { kind: 'error'; text: string }

async function find(id: string, me: string): Promise<Found> {
  try {
    return { kind: 'task', config: encodeFlowConfig(await resolveScannedTask(id, me)) }
  } catch (err) {
    // no task the user may see: is there a hazard he may see? then it has no approval flow
    const hazard = await getRecordDisplay(HAZARD_MODEL_ID, id).catch(() => null)
    if (hazard) return { kind: 'noFlow', hazardNo: typeof hazard.hazardNo === 'string' ? hazard.hazardNo : '' }
    return { kind: 'error', text: errorText(err, '该隐患的审批流程打开失败') }
  }
}

export function HazardFlowScreen({ id, me }: { id?: string; me: string }) {
  const [found, setFound] = useState<Found>({ kind: 'loading' })
  const load = useCallback(() => {
    if (!id) return setFound({ kind: 'error', text: '缺少隐患记录，无法打开审批流程' })
    setFound({ kind: 'loading' })
    void find(id, me).then(setFound)
  }, [id, me])
  useEffect(load, [load])

  if (found.kind === 'task') return <FlowBeforeScreen config={found.config} me={me} systemForms={safetyFlowForms} />
  return (
    <View className='page'>
      <NavBar title='隐患整改审批' back onBack={() => goBack(routes.processCentre)} />
      {found.kind === 'loading' && <PageState status='loading' />}
      {found.kind === 'error' && <PageState status='error' text={found.text} onRetry={id ? load : undefined} />}
      {found.kind === 'noFlow' && (
        <PageState status='empty' title={found.hazardNo ? `隐患 ${found.hazardNo}` : '安全隐患'} text='该隐患没有隐患整改审批流程，按隐患闭环在隐患页面处理'>
          <AtButton className='page-state__retry' type='primary' size='small' onClick={() => void Taro.redirectTo({ url: hazardDetailUrl(id as string) })}>查看隐患</AtButton>
        </PageState>
      )}
    </View>
  )
}
