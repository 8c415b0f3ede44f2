// The wording of a problem as the library keeps it, shared by the proposal form and the review: the description,
// the level (一般 / 重大), the hazard category, the clause it breaks, the measures and the days allowed to rectify.
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import type { Option } from '../lib/display'

export interface ProblemValues {
  description: string
  hazardLevel: string
  hazardCategory: string
  basis: string
  measures: string
  rectifyDays: string
}

/** what is missing or wrong, as the server would say it, or '' */
export function problemError(v: ProblemValues): string {
  if (!v.description.trim()) return '请填写问题描述'
  if (v.description.trim().length < 5) return '问题描述至少5个字，请写清存在的问题'
  if (!v.hazardLevel) return '请选择隐患等级'
  if (!v.hazardCategory) return '请选择隐患类别'
  const days = v.rectifyDays.trim()
  if (days && !(/^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 365)) return '整改时限应为1～365天'
  return ''
}

export const rectifyDaysOf = (v: ProblemValues) => (v.rectifyDays.trim() ? Number(v.rectifyDays.trim()) : null)

export function ProblemFields({ value, onChange, levels, categories }: {
  value: ProblemValues
  onChange(v: ProblemValues): void
  levels: Option[]
  categories: Option[]
}) {
  const set = (patch: Partial<ProblemValues>) => onChange({ ...value, ...patch })
  const category = categories.find((c) => c.value === value.hazardCategory)
  return (
    <View>
      <Text className='pf-label pf-required'>问题描述</Text>
      <Textarea className='pf-textarea' aria-label='问题描述' value={value.description} maxlength={500} placeholder='写清存在的问题，如：配电箱设置在积水处，箱底离地不足0.6m'
        onInput={(e) => set({ description: e.detail.value })} />
      <Text className='pf-label pf-required'>隐患等级</Text>
      <View className='pf-chips' role='radiogroup' aria-label='隐患等级'>
        {levels.map((o) => (
          <View key={o.value} role='radio' aria-checked={o.value === value.hazardLevel} className={`pf-chip${o.value === value.hazardLevel ? ' pf-chip--on' : ''}`}
            onClick={() => set({ hazardLevel: o.value })}>
            <Text>{o.label}</Text>
          </View>
        ))}
      </View>
      <Picker mode='selector' range={categories.map((c) => c.label)} value={Math.max(0, categories.findIndex((c) => c.value === value.hazardCategory))}
        onChange={(e) => set({ hazardCategory: categories[Number(e.detail.value)]?.value ?? '' })}>
        <View className='pf-row'>
          <Text className='pf-row__label pf-required'>隐患类别</Text>
          <Text className={`pf-row__value${category ? '' : ' pf-row__value--empty'}`}>{category?.label ?? '请选择'}</Text>
        </View>
      </Picker>
      <Text className='pf-label'>依据条款</Text>
      <Input className='pf-input' aria-label='依据条款' value={value.basis} maxlength={500} placeholder='如：JGJ 46-2005 第8.1.3条' onInput={(e) => set({ basis: e.detail.value })} />
      <Text className='pf-label'>整改措施</Text>
      <Textarea className='pf-textarea' aria-label='整改措施' value={value.measures} maxlength={1000} placeholder='整改要求和措施' onInput={(e) => set({ measures: e.detail.value })} />
      <Text className='pf-label'>整改时限（天）</Text>
      <Input className='pf-input' aria-label='整改时限' type='number' value={value.rectifyDays} maxlength={3} placeholder='1～365，可不填' onInput={(e) => set({ rectifyDays: e.detail.value })} />
    </View>
  )
}
