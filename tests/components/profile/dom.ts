import { fireEvent, waitFor } from '@testing-library/react'

/** Taro's H5 <Input> renders its native <input> once the web component has hydrated, so wait for it */
export async function inputByPlaceholder(container: HTMLElement, placeholder: string): Promise<HTMLInputElement> {
  return waitFor(() => {
    const el = container.querySelector(`input[placeholder="${placeholder}"]`)
    if (!el) throw new Error(`no input with placeholder ${placeholder}`)
    return el as HTMLInputElement
  })
}

export async function typeInto(container: HTMLElement, placeholder: string, value: string): Promise<void> {
  fireEvent.input(await inputByPlaceholder(container, placeholder), { target: { value } })
}
