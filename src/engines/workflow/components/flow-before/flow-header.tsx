import { Text, View } from '@tarojs/components'
import { taskStatusTag, TONE_COLOR, URGENCY, type Tone } from '@/engines/workflow/lib/status'

export interface FlowHeaderProps {
  urgency: number
  /** a new launch may set it; everyone else only sees it */
  editable: boolean
  onUrgency: (value: number) => void
  /** my launch: the status stamp (§5.2 point 4) */
  stampStatus?: number
}

const LEVELS = [1, 2, 3]

/** the fill of the chosen level: its tone, except that grey (普通) reads as disabled, so the theme's blue instead */
export const chosenColour = (tone: Tone): string => TONE_COLOR[tone === 'info' ? 'primary' : tone]

/** the urgency bar (1 普通 / 2 重要 / 3 紧急) and, for my launches, the status stamp */
export function FlowHeader({ urgency, editable, onUrgency, stampStatus }: FlowHeaderProps) {
  const stamp = stampStatus === undefined ? undefined : taskStatusTag(stampStatus)
  return (
    <View className='wf-head'>
      <View className='wf-head__urgency'>
        <Text className='wf-head__label'>紧急程度</Text>
        {editable ? (
          <View className='wf-head__levels' role='radiogroup' aria-label='紧急程度'>
            {LEVELS.map((level) => {
              const tag = URGENCY[level]
              const active = level === urgency
              const colour = chosenColour(tag.tone)
              return (
                <View
                  key={level}
                  className={`wf-head__level${active ? ' wf-head__level--active' : ''}`}
                  role='radio'
                  aria-label={tag.label}
                  aria-checked={active}
                  // filled and ticked, not only outlined: 普通's grey outline looked just like the unchosen levels
                  style={active ? { backgroundColor: colour, borderColor: colour, color: '#ffffff' } : undefined}
                  onClick={() => onUrgency(level)}
                >
                  <Text>{active ? `✓ ${tag.label}` : tag.label}</Text>
                </View>
              )
            })}
          </View>
        ) : (
          <Text className='wf-head__value' style={{ color: TONE_COLOR[(URGENCY[urgency] ?? URGENCY[1]).tone] }}>
            {(URGENCY[urgency] ?? URGENCY[1]).label}
          </Text>
        )}
      </View>
      {stamp ? (
        <View className='wf-stamp' style={{ borderColor: TONE_COLOR[stamp.tone], color: TONE_COLOR[stamp.tone] }} aria-label={`流程状态：${stamp.label}`}>
          <Text>{stamp.label}</Text>
        </View>
      ) : null}
    </View>
  )
}
