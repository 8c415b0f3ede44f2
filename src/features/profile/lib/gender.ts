// JNPF keeps gender as a dictionary code (1 男, 2 女) but BaseInfo may answer the label; map both ways.

export const genderOptions = [
  { code: '1', label: '男' },
  { code: '2', label: '女' }
] as const

/** a code, a number or a label to the code ('' when unknown) */
export function genderCode(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = String(value).trim()
  const found = genderOptions.find((g) => g.code === text || g.label === text)
  return found ? found.code : ''
}

export function genderLabel(value: string | number | null | undefined): string {
  const code = genderCode(value)
  return genderOptions.find((g) => g.code === code)?.label ?? ''
}
