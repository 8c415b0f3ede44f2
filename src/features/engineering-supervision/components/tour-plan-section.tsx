// The top of the tour form: the approved scheme the tour follows, picked on planChoose. The pick fills 依据方案 (and
// the place and chainage when they are still empty); the server checks that the scheme is an approved one of the
// project (modules/engineering/hooks.ts).
import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { routes } from '@/config/routes'
import { useFormState, type FormStore } from '@/lib/form'
import { TOUR_PLAN_EVENT, type TourPlan } from '../lib'
import './supervision.scss'

const isEmpty = (v: unknown) => v === undefined || v === null || v === ''

export function TourPlanSection({ form }: { form: FormStore }) {
  const planName = useFormState(form, (s) => String(s.values.planName ?? ''))
  useEffect(() => {
    const onChosen = (plan: TourPlan) => {
      form.setValue('planId', plan.id)
      form.setValue('planName', plan.name)
      if (isEmpty(form.getValue('tourType'))) form.setValue('tourType', 'scheme')
      if (isEmpty(form.getValue('location')) && plan.location) form.setValue('location', plan.location)
      if (isEmpty(form.getValue('chainage')) && plan.chainage) form.setValue('chainage', plan.chainage)
    }
    Taro.eventCenter.on(TOUR_PLAN_EVENT, onChosen)
    return () => { Taro.eventCenter.off(TOUR_PLAN_EVENT, onChosen) }
  }, [form])

  const clear = () => {
    form.setValue('planId', '')
    form.setValue('planName', '')
  }

  return (
    <View className='sv-section'>
      <Text className='sv-section__title'>巡视依据方案</Text>
      <Text className='sv-section__text'>{planName || '日常巡视可不选；专项方案实施巡视请选择已批准的施工方案'}</Text>
      <View className='sv-section__actions'>
        <AtButton size='small' type='primary' onClick={() => void Taro.navigateTo({ url: routes.supervision.tourPlanChoose })}>
          {planName ? '更换方案' : '选择方案'}
        </AtButton>
        {planName && <AtButton size='small' onClick={clear}>清除</AtButton>}
      </View>
    </View>
  )
}
