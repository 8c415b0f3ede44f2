import { SignatureInput } from '@/components'
import type { WidgetProps } from '../../types'

/**
 * sign (3.6): value = the drawing's data URL (JNPF esign toDataURL). defaultCurrent is applied by the form
 * (initialValues puts the user's signImg in), so this only shows and replaces it.
 */
export function SignWidget({ field, value, onChange, onBlur, disabled }: WidgetProps<string | null>) {
  return (
    <SignatureInput
      value={typeof value === 'string' ? value : ''}
      title={field.label || '手写签名'}
      disabled={disabled || field.disabled || field.readonly}
      onChange={(next) => {
        onChange(next)
        onBlur?.()
      }}
    />
  )
}
