// The time left of an exam, ticking every second by the server's clock (its offset from the phone's taken when the
// server last answered), calling onExpire once when it reaches zero.
import { useEffect, useRef, useState } from 'react'
import { clockOffset, remainingMs } from '../lib/exam'

export function useCountdown(deadline: number, serverNow: number, onExpire: () => void): { left: number; resync(serverNow: number): void } {
  const offset = useRef(clockOffset(serverNow, Date.now()))
  const [left, setLeft] = useState(() => remainingMs(deadline, offset.current, Date.now()))
  const expire = useRef(onExpire)
  expire.current = onExpire
  const fired = useRef(false)

  useEffect(() => {
    const tick = () => {
      const ms = remainingMs(deadline, offset.current, Date.now())
      setLeft(ms)
      if (ms === 0 && !fired.current) {
        fired.current = true
        expire.current()
      }
    }
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [deadline])

  return { left, resync: (now: number) => { offset.current = clockOffset(now, Date.now()) } }
}
