import { Text, View } from '@tarojs/components'
import type { FlowBeforeInfoVO } from '@shared/api/workflow'
import { processSteps, type StepState } from './process-model'

const STATE_TEXT: Record<StepState, string> = { passed: '已完成', current: '进行中', pending: '未到达' }

/** 流程信息: every node of the flow with its state and handlers */
export function ProcessNodes({ info }: { info: FlowBeforeInfoVO }) {
  const steps = processSteps(info)
  return (
    <View className='wf-process'>
      {steps.map((step, index) => (
        <View key={`${step.code}-${index}`} className={`wf-process__step wf-process__step--${step.state}`} aria-label={`${step.name}：${STATE_TEXT[step.state]}`}>
          <View className='wf-process__rail'>
            <View className='wf-process__dot' />
            {index < steps.length - 1 ? <View className='wf-process__line' /> : null}
          </View>
          <View className='wf-process__body'>
            <View className='wf-process__row'>
              <Text className='wf-process__name'>{step.name}</Text>
              <Text className='wf-process__state'>{STATE_TEXT[step.state]}</Text>
            </View>
            {step.branch ? <Text className='wf-process__branch'>{`分支：${step.branch}`}</Text> : null}
            {step.handlers ? <Text className='wf-process__handlers'>{step.handlers}</Text> : null}
          </View>
        </View>
      ))}
    </View>
  )
}
