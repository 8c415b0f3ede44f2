// The upload controls' own props (jnpf-forms-and-flows.md §1.3 uploadFile / uploadImg) as uploader props.
import type { LcField } from '../../types'

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined
}

/** pathType selfPath sends the folder fields JNPF's uploader sends; the default path sends none */
function formDataOf(props: Record<string, unknown>): Record<string, string> | undefined {
  if (props.pathType !== 'selfPath') return undefined
  const data: Record<string, string> = { pathType: 'selfPath', isAccount: String(Number(props.isAccount) === 1 ? 1 : 0) }
  const folder = str(props.folder)
  if (folder) data.folder = folder
  return data
}

export function uploadPropsOf(field: LcField) {
  const p = field.props
  const tip = str(p.tipText) ?? str(field.config.tipText)
  return {
    limit: typeof p.limit === 'number' || typeof p.limit === 'string' ? Number(p.limit) : undefined,
    fileSize: typeof p.fileSize === 'number' || typeof p.fileSize === 'string' ? (p.fileSize as number | string) : undefined,
    sizeUnit: str(p.sizeUnit),
    buttonText: str(p.buttonText),
    // showTip absent on older JSON: a written tipText is shown
    tipText: p.showTip === false ? undefined : tip,
    formData: formDataOf(p)
  }
}
