// /pages/workFlow/workFlowForm/<enCode>/index?id=<record id>: a new 报审 of one lab record on the flow engine, with its
// coded form bound to the record. A task opened later from the lists goes through flowBefore with labFlowForms.
import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { FlowBeforeScreen, encodeFlowConfig, newLaunchConfig } from '@/engines/workflow'
import { LAB_FLOWS, type LabFlowKind } from '../lib'
import { labLaunchForms } from './record-flow-form'

export function LabFlowScreen({ kind, id, me }: { kind: LabFlowKind; id?: string; me: string }) {
  const forms = useMemo(() => (id ? labLaunchForms(kind, id) : undefined), [kind, id])
  const config = useMemo(() => encodeFlowConfig(newLaunchConfig({ ...LAB_FLOWS[kind], formType: 1 })), [kind])
  if (!id || !forms) {
    return (
      <View className='page'>
        <NavBar title={LAB_FLOWS[kind].fullName} back />
        <PageState status='error' text='缺少检测记录，请从检测记录页面发起报审' />
      </View>
    )
  }
  return <FlowBeforeScreen config={config} me={me} systemForms={forms} />
}
