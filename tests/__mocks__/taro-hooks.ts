// Page and app hooks of the @tarojs/taro stand-in: they do nothing by themselves; a test fires the callbacks of
// the mounted components with __triggerHook. useRouter / getCurrentInstance read the params of __setRouterParams.
import { useEffect, useRef } from 'react'
import { fn, type AnyFn } from './taro-mock-fn'


const hookCallbacks = new Map<string, Set<{ current: AnyFn }>>()
let routerParams: Record<string, string> = {}

export function routerParamsNow(): Record<string, string> {
  return routerParams
}

export function __setRouterParams(params: Record<string, string>): void {
  routerParams = { ...params }
}

/** Calls the callback every mounted component registered with `hook`; returns the callbacks' results. */
export function __triggerHook(hook: string, ...args: unknown[]): unknown[] {
  return Array.from(hookCallbacks.get(hook) ?? []).map((ref) => ref.current(...args))
}

export function pageHook(name: string) {
  return fn((callback: AnyFn) => {
    const ref = useRef(callback)
    ref.current = callback
    useEffect(() => {
      const entry = { current: (...args: unknown[]) => ref.current(...args) }
      if (!hookCallbacks.has(name)) hookCallbacks.set(name, new Set())
      hookCallbacks.get(name)!.add(entry)
      return () => {
        hookCallbacks.get(name)?.delete(entry)
      }
    }, [])
  })
}

export function resetHooks(): void {
  hookCallbacks.clear()
  routerParams = {}
}
