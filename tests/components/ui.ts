// Helpers for driving Taro's H5 web components (taro-input-core etc.) in jsdom: they render their inner
// elements asynchronously, so every lookup waits for them.
import { fireEvent, waitFor } from '@testing-library/react'

export async function typeInto(container: HTMLElement, selector: string, value: string): Promise<void> {
  const input = await waitFor(() => {
    const el = container.querySelector(`${selector} input`)
    if (!el) throw new Error(`no input inside ${selector}`)
    return el as HTMLInputElement
  })
  fireEvent.input(input, { target: { value } })
}

export async function find(container: HTMLElement, selector: string): Promise<HTMLElement> {
  return waitFor(() => {
    const el = container.querySelector(selector)
    if (!el) throw new Error(`nothing matches ${selector}`)
    return el as HTMLElement
  })
}
