import { acceptAttribute } from './file-rules'
import type { ChooseFilesOptions, PickedFile } from './types'

/** the same failure shape WeChat's choosers give on cancel, so isUserCancel() recognises it */
const CANCELLED = { errMsg: 'chooseFiles:fail cancel' }

/**
 * A hidden <input type=file>. It must sit in the document (iOS Safari ignores a detached input) and is removed
 * once the user picked or cancelled. Every chosen file is returned: the caller applies the count limit and says so.
 */
export function chooseFiles({ count, accept }: ChooseFilesOptions): Promise<PickedFile[]> {
  return new Promise((resolve, reject) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.multiple = count > 1
    const attr = acceptAttribute(accept)
    if (attr) input.accept = attr
    input.style.cssText = 'position:fixed;left:-10000px;top:0;width:1px;height:1px;opacity:0'
    input.setAttribute('aria-hidden', 'true')
    const finish = () => input.remove()
    input.addEventListener('change', () => {
      const files = Array.from(input.files ?? [])
      finish()
      if (!files.length) {
        reject(CANCELLED)
        return
      }
      resolve(files.map((file) => ({ path: URL.createObjectURL(file), name: file.name, size: file.size })))
    })
    // browsers that report closing the dialog (Chrome 113+, Safari 16.4+); elsewhere the input just stays hidden
    input.addEventListener('cancel', () => {
      finish()
      reject(CANCELLED)
    })
    document.body.appendChild(input)
    input.click()
  })
}
