import Taro from '@tarojs/taro'
import { base64Bytes, dataUrlParts } from './data-url-parts'
import type { PickedFile } from './types'

let seq = 0

/** WeChat's user data folder (wxfile://usr; http://usr in the devtools) */
function userDataPath(): string {
  return Taro.env.USER_DATA_PATH ?? 'wxfile://usr'
}

/** writes the decoded bytes to the user data folder (its 10 MB quota is why releaseFile exists) */
export async function dataUrlToFile(dataUrl: string, baseName = 'signature'): Promise<PickedFile> {
  const { ext, base64 } = dataUrlParts(dataUrl)
  seq += 1
  const path = `${userDataPath()}/${baseName}-${Date.now()}-${seq}.${ext}`
  await new Promise<void>((resolve, reject) => {
    Taro.getFileSystemManager().writeFile({ filePath: path, data: base64, encoding: 'base64', success: () => resolve(), fail: reject })
  })
  return { path, name: `${baseName}.${ext}`, size: base64Bytes(base64) }
}

/** deletes what dataUrlToFile wrote */
export function releaseFile(file: PickedFile): void {
  if (!file.path.startsWith(userDataPath())) return
  try {
    Taro.getFileSystemManager().unlink({ filePath: file.path, fail: () => undefined })
  } catch {
    // already gone
  }
}
