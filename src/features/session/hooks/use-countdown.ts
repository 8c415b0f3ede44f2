import { useEffect, useRef, useState } from 'react'

/** seconds left of a running countdown (0 = idle); start(n) restarts it */
export function useCountdown() {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  const stop = () => {
    if (timer.current) clearInterval(timer.current)
    timer.current = undefined
  }

  const start = (seconds: number) => {
    stop()
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop()
          return 0
        }
        return s - 1
      })
    }, 1000)
  }

  useEffect(() => stop, [])
  return { left, start }
}
