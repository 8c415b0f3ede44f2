// What a person is told when a face photo does not do.
export const NO_FACE = '未检测到人脸，请正对镜头重新拍照'
export const MANY_FACES = '照片中有多张人脸，请单人正对镜头拍照'
export const UNREADABLE = '照片无法识别，请重新拍照（支持 JPG、PNG 格式）'
export const MISMATCH = '人脸比对未通过，请本人重新拍照'
