import { useRef, useState, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import './index.scss'

export interface SwipeAction {
  key: string
  label: string
  danger?: boolean
  run: () => void
}

export interface SwipeRowProps {
  /** what the actions are about, for screen readers: 与黄伟的会话 */
  label: string
  actions: SwipeAction[]
  children: ReactNode
}

interface Touchish {
  clientX: number
  clientY: number
}

const firstTouch = (e: object): Touchish | undefined => (e as { touches?: Touchish[] }).touches?.[0]

/** design width of one action (the scss agrees) */
const ACTION_WIDTH = 144
/** a swipe shorter than this (px) is a tap or a scroll, not a reveal */
const SWIPE_PX = 30

/**
 * A list row whose actions (删除 ...) wait behind it: a swipe to the left or a long press shows them, a swipe back
 * or a tap on the row hides them. A red 删除 on every row of a list invited mistakes and buried what the rows say.
 */
export function SwipeRow({ label, actions, children }: SwipeRowProps) {
  const [open, setOpen] = useState(false)
  const start = useRef<{ x: number; y: number } | null>(null)
  // View's touch handlers are typed as plain events; the touches are there on both platforms
  const onTouchStart = (e: object) => {
    const t = firstTouch(e)
    start.current = t ? { x: t.clientX, y: t.clientY } : null
  }
  const onTouchMove = (e: object) => {
    const t = firstTouch(e)
    const from = start.current
    if (!t || !from) return
    const dx = t.clientX - from.x
    // a vertical drag scrolls the list
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(t.clientY - from.y)) return
    setOpen(dx < 0)
    start.current = null
  }
  const run = (action: SwipeAction) => {
    setOpen(false)
    action.run()
  }
  return (
    <View className={`swipe-row${open ? ' swipe-row--open' : ''}`} onTouchStart={onTouchStart} onTouchMove={onTouchMove} onLongPress={() => setOpen(true)}>
      <View className='swipe-row__actions' aria-hidden={!open}>
        {actions.map((a) => (
          <View
            key={a.key}
            className={`swipe-row__action${a.danger ? ' swipe-row__action--danger' : ''}`}
            role='button'
            aria-label={`${a.label}${label}`}
            onClick={() => run(a)}
          >
            <Text>{a.label}</Text>
          </View>
        ))}
      </View>
      <View className='swipe-row__content' style={open ? { transform: `translateX(-${Taro.pxTransform(ACTION_WIDTH * actions.length)})` } : undefined}>
        {children}
        {/* while open, a tap on the row closes the actions instead of opening the row */}
        {open ? <View className='swipe-row__shield' onClick={() => setOpen(false)} /> : null}
      </View>
    </View>
  )
}

export default SwipeRow
