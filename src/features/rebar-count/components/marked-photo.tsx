// The photo with a ring on every bar end. Everything is placed in fractions of the photo (the box keeps the photo's
// aspect through its padding), so the rings sit on the bars at whatever size the photo is shown. Editable: a tap on
// a ring removes it, a tap on an empty place adds one (lib/marks.ts).
import { Image, Text, View } from '@tarojs/components'
import type { RebarMark } from '@shared/api/rebar'
import { toggleMark } from '../lib/marks'
import { tapFraction, type TapEvent } from '../lib/tap-point'

export interface MarkedPhotoProps {
  src: string
  width: number
  height: number
  marks: RebarMark[]
  /** given: taps correct the marks */
  onChange?(marks: RebarMark[]): void
}

const pct = (v: number) => `${(v * 100).toFixed(3)}%`

export function MarkedPhoto({ src, width, height, marks, onChange }: MarkedPhotoProps) {
  const aspect = height / width
  const tap = (e: TapEvent) => {
    if (!onChange) return
    const at = tapFraction(e, aspect)
    if (at) onChange(toggleMark(marks, at.fx, at.fy, width, height))
  }
  const remove = (i: number) => (e: { stopPropagation(): void }) => {
    if (!onChange) return
    e.stopPropagation()
    onChange(marks.filter((_, k) => k !== i))
  }
  return (
    <View className='rc-photo' style={{ paddingTop: pct(aspect) }} onClick={tap} aria-label='钢筋端面照片'>
      <Image className='rc-photo__img' src={src} mode='scaleToFill' />
      {marks.map((m, i) => (
        <View key={`${m.x},${m.y},${i}`} className='rc-mark' role={onChange ? 'button' : undefined} aria-label={`第${i + 1}根`}
          onClick={remove(i)}
          style={{ left: pct((m.x - m.r) / width), top: pct((m.y - m.r) / height), width: pct((2 * m.r) / width), height: pct((2 * m.r) / height) }}>
          {marks.length <= 150 && <Text className='rc-mark__no'>{i + 1}</Text>}
        </View>
      ))}
    </View>
  )
}
